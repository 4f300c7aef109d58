import { Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Download, PenLine, XCircle } from 'lucide-react';
import { useState } from 'react';
import { getErrorMessage } from '@esign/api-client';
import type { DocumentDetail } from '@esign/contract';
import { SignDocumentDialog } from '@esign/signing';
import { ConfirmDialog, notifyError, notifySuccess } from '@esign/ui-kit';
import { documentKeys } from '../api/document-keys';
import { downloadDocument } from '../api/download-document';
import { useRejectDocument } from '../api/reject-document';
import { useRevokeDocument } from '../api/revoke-document';
import { ReasonDialog } from './reason-dialog';

export type DocumentActionsProps = {
  document: DocumentDetail;
  /** Whether the user may sign now (spec §4/§6: a signer, not the uploader, can_sign). */
  canSign: boolean;
  /** After a successful reject: the document has left the list the user came from. */
  onRejected?: () => void;
};

export const REJECT_FAILED_TITLE = 'Failed reject document';
// Spec §8 names no reject success toast; we mirror 'Successfully void document!'.
export const REJECT_SUCCESS_TITLE = 'Successfully reject document!';
export const VOID_FAILED_TITLE = 'Failed Void Document';
export const VOID_SUCCESS_TITLE = 'Successfully void document!';

/** Sign, Reject, Void and Download — each shown only when the server says this user may. */
export function DocumentActions({ document, canSign, onRejected }: DocumentActionsProps) {
  const ref = document.reference_number;
  const queryClient = useQueryClient();
  const reject = useRejectDocument();
  const revoke = useRevokeDocument();
  const [dialog, setDialog] = useState<'sign' | 'reject' | 'void' | null>(null);
  const [voidReason, setVoidReason] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const submitReject = (reason: string) =>
    reject.mutate(
      { referenceNumber: ref, reason },
      {
        onSuccess: () => {
          notifySuccess(REJECT_SUCCESS_TITLE);
          setDialog(null);
          onRejected?.();
        },
        onError: (error) => notifyError(REJECT_FAILED_TITLE, getErrorMessage(error)),
      },
    );
  const confirmVoid = () => {
    if (voidReason === null) return;
    revoke.mutate(
      { referenceNumber: ref, reason: voidReason },
      {
        onSuccess: () => {
          notifySuccess(VOID_SUCCESS_TITLE);
          setVoidReason(null);
          setDialog(null);
        },
        onError: (error) => {
          setVoidReason(null);
          notifyError(VOID_FAILED_TITLE, getErrorMessage(error));
        },
      },
    );
  };
  const download = async () => {
    setDownloading(true);
    await downloadDocument(ref);
    setDownloading(false);
  };

  return (
    <HStack gap="2" flexWrap="wrap">
      {canSign ? (
        <Button size="sm" onClick={() => setDialog('sign')}>
          <PenLine aria-hidden="true" /> Sign
        </Button>
      ) : null}
      {document.can_reject ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('reject')}>
          <XCircle aria-hidden="true" /> Reject
        </Button>
      ) : null}
      {document.can_void ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog('void')}>
          <Ban aria-hidden="true" /> Void
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        onClick={() => void download()}
        loading={downloading}
        loadingText="Download"
      >
        <Download aria-hidden="true" /> Download
      </Button>

      {/* Kept mounted while open: after signing, can_sign turns false but the success dialog must stay. */}
      {canSign || dialog === 'sign' ? (
        <SignDocumentDialog
          referenceNumber={ref}
          open={dialog === 'sign'}
          onClose={() => setDialog(null)}
          onSigned={() => void queryClient.invalidateQueries({ queryKey: documentKeys.all })}
        />
      ) : null}
      <ReasonDialog
        open={dialog === 'reject'}
        title="Reject Document"
        submitLabel="Reject"
        busy={reject.isPending}
        onSubmit={submitReject}
        onClose={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'void' && voidReason === null}
        title="Void Document"
        submitLabel="Void"
        busy={revoke.isPending}
        onSubmit={setVoidReason}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'void' && voidReason !== null}
        title="Void Document"
        text="Are you sure you want to void this document? Its signers can no longer sign it."
        confirmLabel="Void"
        destructive
        loading={revoke.isPending}
        onConfirm={confirmVoid}
        onCancel={() => setVoidReason(null)}
      />
    </HStack>
  );
}
