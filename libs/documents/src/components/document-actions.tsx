import { Button, HStack } from '@chakra-ui/react';
import { Ban, Download, PenLine, XCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { DocumentDetail } from '@esign/contract';
import { downloadDocument } from '../api/download-document';
import type { DocumentDialog } from './document-action-dialogs';

const loadDialogs = () => import('./document-action-dialogs');
const DocumentActionDialogs = lazy(() =>
  loadDialogs().then((module) => ({ default: module.DocumentActionDialogs })),
);
/** Asks for the dialogs' code ahead of a click (pointer over or focus on an action button). */
const prefetchDialogs = () => void loadDialogs().catch(() => undefined);

export type DocumentActionsProps = {
  document: DocumentDetail;
  /** Whether the user may sign now (spec §4/§6: a signer, not the uploader, can_sign). */
  canSign: boolean;
  /** After a successful reject: the document has left the list the user came from. */
  onRejected?: () => void;
};

/**
 * Sign, Reject, Void and Download — each shown only when the server says this user may. The
 * dialogs behind the first three load with the first one opened (document-action-dialogs.tsx)
 * and stay mounted from then on, so closing one still animates.
 */
export function DocumentActions({ document, canSign, onRejected }: DocumentActionsProps) {
  const ref = document.reference_number;
  const [dialog, setDialog] = useState<DocumentDialog | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const open = (next: DocumentDialog) => {
    setDialogsMounted(true);
    setDialog(next);
  };
  const download = async () => {
    setDownloading(true);
    await downloadDocument(ref);
    setDownloading(false);
  };
  const prefetch = { onPointerEnter: prefetchDialogs, onFocus: prefetchDialogs };

  return (
    <HStack gap="2" flexWrap="wrap">
      {canSign ? (
        <Button size="sm" onClick={() => open('sign')} {...prefetch}>
          <PenLine aria-hidden="true" /> Sign
        </Button>
      ) : null}
      {document.can_reject ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => open('reject')}
          {...prefetch}
        >
          <XCircle aria-hidden="true" /> Reject
        </Button>
      ) : null}
      {document.can_void ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => open('void')}
          {...prefetch}
        >
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

      {dialogsMounted ? (
        // Nothing is shown while the dialogs' code loads (one small request, usually prefetched).
        <Suspense fallback={null}>
          <DocumentActionDialogs
            referenceNumber={ref}
            canSign={canSign}
            dialog={dialog}
            onClose={() => setDialog(null)}
            {...(onRejected ? { onRejected } : {})}
          />
        </Suspense>
      ) : null}
    </HStack>
  );
}
