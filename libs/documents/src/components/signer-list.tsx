import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { DocumentSigner } from '@esign/contract';
import { formatDateTime, StatusBadge } from '@esign/ui-kit';
import { signerStatusDisplay } from '../model/status-display';

export type SignerListProps = { signers: DocumentSigner[] };

/** Signers in signing order with their status, signed time and reject reason. */
export function SignerList({ signers }: SignerListProps) {
  const ordered = [...signers].sort((a, b) => a.order - b.order);
  return (
    <Stack as="ol" listStyleType="none" gap="3" aria-label="Signers">
      {ordered.map((signer) => (
        <Box as="li" key={signer.id} borderWidth="1px" rounded="md" p="3">
          <Stack gap="1" width="full">
            <HStack justify="space-between" gap="2">
              <Text fontWeight="medium">
                {signer.order}. {signer.auth_user.name}
                {signer.is_uploader ? ' (uploader)' : ''}
              </Text>
              <StatusBadge display={signerStatusDisplay[signer.status]} />
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {signer.auth_user.privy_id.toUpperCase()}
            </Text>
            {signer.signed_at ? (
              <Text fontSize="xs">Signed {formatDateTime(signer.signed_at)}</Text>
            ) : null}
            {signer.reject_reason ? (
              <Text fontSize="xs" color="fg.error">
                Reason: {signer.reject_reason}
              </Text>
            ) : null}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
