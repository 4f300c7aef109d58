import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '@esign/api-client';
import { SignDocumentDialog } from '@esign/signing';
import { ConfirmDialog, notifyError, notifySuccess } from '@esign/ui-kit';
import { documentKeys } from '../api/document-keys';
import { useRejectDocument } from '../api/reject-document';
import { useRevokeDocument } from '../api/revoke-document';
import { ReasonDialog } from './reason-dialog';

export type DocumentDialog = 'sign' | 'reject' | 'void';

export type DocumentActionDialogsProps = {
  referenceNumber: string;
  /** Whether the user may sign now; the sign dialog stays mounted while open even when it turns false. */
  canSign: boolean;
  /** The dialog on screen, if any. */
  dialog: DocumentDialog | null;
  onClose: () => void;
  /** After a successful reject: the document has left the list the user came from. */
  onRejected?: () => void;
};

export const REJECT_FAILED_TITLE = 'Failed reject document';
// Spec §8 names no reject success toast; we mirror 'Successfully void document!'.
export const REJECT_SUCCESS_TITLE = 'Successfully reject document!';
export const VOID_FAILED_TITLE = 'Failed Void Document';
export const VOID_SUCCESS_TITLE = 'Successfully void document!';

/**
 * The dialogs behind a document's Sign, Reject and Void buttons (document-actions.tsx), with the
 * calls they make. A module of its own, loaded when a dialog first opens (or the pointer or focus
 * reaches an action button): none of it is needed to show the document, and as part of the page
 * its dozen chunks (the signing flow, Chakra's dialog and portal) queued ahead of the PDF's
 * requests on the browser's six connections.
 */
export function DocumentActionDialogs({
  referenceNumber: ref,
  canSign,
  dialog,
  onClose,
  onRejected,
}: DocumentActionDialogsProps) {
  const queryClient = useQueryClient();
  const reject = useRejectDocument();
  const revoke = useRevokeDocument();
  const [voidReason, setVoidReason] = useState<string | null>(null);

  const submitReject = (reason: string) =>
    reject.mutate(
      { referenceNumber: ref, reason },
      {
        onSuccess: () => {
          notifySuccess(REJECT_SUCCESS_TITLE);
          onClose();
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
          onClose();
        },
        onError: (error) => {
          setVoidReason(null);
          notifyError(VOID_FAILED_TITLE, getErrorMessage(error));
        },
      },
    );
  };

  return (
    <>
      {/* Kept mounted while open: after signing, can_sign turns false but the success dialog must stay. */}
      {canSign || dialog === 'sign' ? (
        <SignDocumentDialog
          referenceNumber={ref}
          open={dialog === 'sign'}
          onClose={onClose}
          onSigned={() => void queryClient.invalidateQueries({ queryKey: documentKeys.all })}
        />
      ) : null}
      <ReasonDialog
        open={dialog === 'reject'}
        title="Reject Document"
        submitLabel="Reject"
        busy={reject.isPending}
        onSubmit={submitReject}
        onClose={onClose}
      />
      <ReasonDialog
        open={dialog === 'void' && voidReason === null}
        title="Void Document"
        submitLabel="Void"
        busy={revoke.isPending}
        onSubmit={setVoidReason}
        onClose={onClose}
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
    </>
  );
}
