import { Box, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, FileX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { getErrorMessage } from '@esign/api-client';
import {
  documentCategoryLabel,
  documentListRouteSegments,
  type DocumentListStatus,
} from '@esign/contract';
import { useSessionStore } from '@esign/session';
import { EmptyState, formatDateTime, LoadingState, notifyError, PageHeader } from '@esign/ui-kit';
import { useDocument } from '../api/get-document';
import { useDocumentPdf } from '../api/get-document-pdf';
import { DocumentActions } from '../components/document-actions';
import { PdfSection, preloadPdfViewer } from '../components/pdf-section';
import { SignerList } from '../components/signer-list';
import { StatusBadge } from '../components/status-badge';
import { documentListConfig } from '../model/list-config';
import { documentOfficeLines } from '../model/office-label';
import { resolveStatus } from '../model/resolve-status';
import { documentStatusDisplay } from '../model/status-display';

export type DocumentDetailPageProps = { status: DocumentListStatus };

export const DETAIL_FAILED_TITLE = 'Failed get document detail';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Box>
  );
}

/** One document: the PDF with its placements, its facts, signers, reasons and the user's actions. */
export function DocumentDetailPage({ status }: DocumentDetailPageProps) {
  const { ref = '' } = useParams();
  const userId = useSessionStore((state) => state.user?.id);
  const query = useDocument(ref);
  // The PDF and the viewer's code load alongside the detail, not after it (one shared query).
  useDocumentPdf(ref);
  useEffect(preloadPdfViewer, []);
  const listPath = `/admin/documents/${documentListRouteSegments[status]}`;

  useEffect(() => {
    if (query.isError) notifyError(DETAIL_FAILED_TITLE, getErrorMessage(query.error));
  }, [query.isError, query.error]);

  const back = (
    <Link asChild fontSize="sm" mb="3" display="inline-flex" gap="1">
      <RouterLink to={listPath}>
        <ArrowLeft size={16} aria-hidden="true" /> {documentListConfig[status].title}
      </RouterLink>
    </Link>
  );
  if (query.isPending) return <LoadingState label="Loading the document" />;
  if (query.isError) {
    return (
      <Box>
        {back}
        <EmptyState
          icon={FileX}
          title="The document could not be loaded"
          description={getErrorMessage(query.error)}
        />
      </Box>
    );
  }
  const document = query.data;
  const resolved = resolveStatus(document, userId);
  // The server's can_sign decides the action: after a code was sent (otp_status 'sent') the §4
  // resolution no longer says 'sign', yet the user must be able to open signing again.
  const canSign = document.can_sign;
  const [area, branch, department] = documentOfficeLines(document);

  return (
    <Box>
      {back}
      <PageHeader
        title={document.name}
        description={document.reference_number}
        actions={<DocumentActions document={document} canSign={canSign} />}
      />
      <Grid
        templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 340px' }}
        gap="6"
        alignItems="start"
      >
        <PdfSection document={document} />
        <Stack gap="5">
          <Stack gap="3" borderWidth="1px" rounded="md" p="4">
            <HStack justify="space-between">
              <Heading as="h3" size="sm">
                Details
              </Heading>
              <StatusBadge display={documentStatusDisplay[document.status_document]} />
            </HStack>
            {resolved === 'sign' ? (
              <Text fontSize="sm" color="status.waiting">
                Your signature is awaited.
              </Text>
            ) : null}
            <Field label="Category">
              {document.category ? documentCategoryLabel(document.category) : '-'}
            </Field>
            <Field label="Uploader">
              {document.uploader.name} ({document.uploader.privy_id.toUpperCase()})
            </Field>
            <Field label="Office">
              <Text>{area}</Text>
              <Text>{branch}</Text>
              <Text>{department}</Text>
            </Field>
            <Field label="Signing order">
              {document.signing_order === 'sequential' ? 'Sequential' : 'Parallel'}
            </Field>
            <Field label="Created">{formatDateTime(document.created_at)}</Field>
            {document.expires_at ? (
              <Field label="Expires">{formatDateTime(document.expires_at)}</Field>
            ) : null}
            {document.completed_at ? (
              <Field label="Completed">{formatDateTime(document.completed_at)}</Field>
            ) : null}
            {document.reject_reason ? (
              <Field label="Reject reason">
                <Text color="fg.error">{document.reject_reason}</Text>
              </Field>
            ) : null}
            {document.void_reason ? (
              <Field label="Void reason">
                <Text color="fg.error">{document.void_reason}</Text>
              </Field>
            ) : null}
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Signers
            </Heading>
            <SignerList signers={document.signers} />
          </Stack>
        </Stack>
      </Grid>
    </Box>
  );
}
