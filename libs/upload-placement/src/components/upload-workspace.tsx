import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { CompanySeal, MeteraiCategory, UploadedDocument } from '@esign/contract';
import { useDocumentCategoryOptions } from '@esign/offices';
import { useSessionStore } from '@esign/session';
import { SIGNING_FAILED_TITLE, OtpSigningDialog } from '@esign/signing';
import { ConfirmDialog, EmptyState, LoadingState, PageHeader } from '@esign/ui-kit';
import { useDocumentUploadCheck } from '../api/check-document-upload';
import { useDocumentUpload } from '../api/get-document-upload';
import { UPLOAD_TOAST_TITLES } from '../api/upload-toast-titles';
import { useMeteraiCategories } from '../api/get-meterai-categories';
import { useSendDrafts } from '../api/send-drafts';
import { resendSendCode, sendWithCode } from '../api/send-with-code';
import { useStartOver } from '../api/start-over';
import { useDraftUpdates } from '../api/update-uploaded-documents';
import { useUploadQueue } from '../api/upload-document';
import { draftProblems } from '../model/draft-problems';
import type { Uploader } from '../model/recipient-order';
import { ContinueBatchDialog } from './continue-batch-dialog';
import { DraftActions } from './draft-actions';
import { DraftList } from './draft-list';
import { DraftSettings } from './draft-settings';
import { SentDialog } from './sent-dialog';
import { TemporerBalance } from './temporer-balance';
import { UploadDropZone } from './upload-drop-zone';
import { UploadProgressList } from './upload-progress-list';

export type EditorSlot = {
  draft: UploadedDocument;
  seal: CompanySeal | null;
  meteraiCategories: MeteraiCategory[];
  /** A send of this draft is running: boxes stay as they are. */
  readOnly: boolean;
};

export type UploadWorkspaceProps = {
  /** The placement editor of the selected draft (the page passes the PDF editor). */
  renderEditor: (slot: EditorSlot) => ReactNode;
};

type Entry = 'pending' | 'ask' | 'confirm-start-over' | 'ready';

/**
 * /admin/upload-document: continue or start over an unfinished batch, upload PDFs (each its own
 * draft), set each draft's name, category, signers and seal, place boxes in the editor, send.
 */
export function UploadWorkspace({ renderEditor }: UploadWorkspaceProps) {
  const check = useDocumentUploadCheck();
  const [choice, setChoice] = useState<Entry | null>(null);
  const entry: Entry =
    choice ?? (check.isPending ? 'pending' : check.data === true ? 'ask' : 'ready');
  const batch = useDocumentUpload(entry !== 'pending');
  const categories = useDocumentCategoryOptions({
    failedTitle: UPLOAD_TOAST_TITLES.documentCategories,
  });
  const meteraiCategories = useMeteraiCategories();
  const queue = useUploadQueue();
  const updates = useDraftUpdates();
  const sending = useSendDrafts({ beforeSend: updates.flush });
  const restart = useStartOver();
  const [selected, setSelected] = useState<string | null>(null);
  const user = useSessionStore((state) => state.user);
  const uploader: Uploader | null = user
    ? { id: user.id, name: user.name, privy_id: user.privy_id }
    : null;

  const drafts = batch.data?.documents ?? [];
  const current = drafts.find((draft) => draft.reference_number === selected) ?? drafts[0] ?? null;
  const ready = drafts.filter(
    (draft) => draftProblems(draft).length === 0 && !sending.problems[draft.reference_number],
  );
  const anySending = sending.sending !== null || sending.progress !== null;

  const otp = sending.otp;
  const startOver = () => {
    restart.startOver().then(
      () => setChoice('ready'),
      // The batch could not be read (toasted): ask again.
      () => setChoice('ask'),
    );
  };

  return (
    <Stack gap="6">
      <PageHeader title="Upload Document" actions={<TemporerBalance />} />
      <ContinueBatchDialog
        open={entry === 'ask'}
        onContinue={() => setChoice('ready')}
        onStartOver={() => setChoice('confirm-start-over')}
      />
      <ConfirmDialog
        open={entry === 'confirm-start-over'}
        title="Start over"
        text={
          restart.progress
            ? `Deleting ${restart.progress.done} of ${restart.progress.total} documents…`
            : 'Every unfinished document is deleted, with its boxes, and its reserved e-meterai stamps are released. This cannot be undone.'
        }
        confirmLabel="Delete all and start over"
        destructive
        loading={restart.progress !== null}
        onCancel={() => setChoice('ask')}
        onConfirm={startOver}
      />
      {entry === 'pending' ? <LoadingState label="Looking for unfinished documents…" /> : null}
      {entry === 'ready' ? (
        <>
          <Stack gap="3">
            <UploadDropZone onFiles={(files) => queue.addFiles(files, drafts.length)} />
            <UploadProgressList items={queue.items} onClearFinished={queue.clearFinished} />
          </Stack>
          {batch.isPending ? (
            <LoadingState label="Loading your documents…" />
          ) : batch.isError ? (
            <EmptyState
              title="Your documents could not be loaded"
              action={
                <Button variant="outline" onClick={() => void batch.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : drafts.length === 0 || !current ? (
            <EmptyState
              title="No documents yet"
              description="Upload one or more PDFs to prepare them for signing."
            />
          ) : (
            <Grid
              // The list and the settings share one column so the pages get the room.
              templateColumns={{ base: '1fr', lg: '340px minmax(0, 1fr)' }}
              gap="6"
              alignItems="start"
            >
              <Stack gap="6">
                <Stack gap="3">
                  <DraftList
                    drafts={drafts}
                    selected={current.reference_number}
                    onSelect={setSelected}
                    refused={sending.problems}
                  />
                  <Button
                    variant="outline"
                    disabled={ready.length === 0 || anySending}
                    loading={sending.progress !== null}
                    loadingText={
                      sending.progress
                        ? `Sending ${Math.min(sending.progress.done + 1, sending.progress.total)} of ${sending.progress.total}`
                        : undefined
                    }
                    onClick={() =>
                      void sending.sendAll(
                        ready.map((draft) => ({
                          referenceNumber: draft.reference_number,
                          name: draft.name,
                        })),
                      )
                    }
                  >
                    Send all ready ({ready.length})
                  </Button>
                </Stack>
                <Stack gap="5" key={current.reference_number} aria-label="Document settings">
                  <DraftSettings
                    draft={current}
                    categories={categories.data ?? []}
                    uploader={uploader}
                    disabled={anySending}
                    onChange={(patch) => updates.change(current.reference_number, patch)}
                  />
                  <DraftActions
                    draft={current}
                    refusal={sending.problems[current.reference_number]}
                    sending={sending.sending === current.reference_number}
                    busy={anySending}
                    onSend={() => void sending.send(current.reference_number, current.name)}
                  />
                </Stack>
              </Stack>
              <Box minWidth="0">
                {renderEditor({
                  draft: current,
                  seal: batch.data?.seal ?? null,
                  meteraiCategories: meteraiCategories.data ?? [],
                  readOnly: anySending,
                })}
              </Box>
            </Grid>
          )}
          {batch.isSuccess && drafts.length > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              Changes are saved as you make them.
            </Text>
          ) : null}
        </>
      ) : null}
      {otp ? (
        <OtpSigningDialog
          open
          subject={otp.referenceNumber}
          title="Sign and Send"
          failureTitle={SIGNING_FAILED_TITLE}
          verifyingLabel="Signing and sending the document…"
          // The first send already sent the code: the dialog starts with it.
          requestCode={() => Promise.resolve(otp.challenge)}
          resendCode={() => resendSendCode(otp.referenceNumber)}
          verifyCode={(code) => sendWithCode(otp.referenceNumber, code)}
          onVerified={sending.completeOtp}
          onClose={sending.cancelOtp}
        />
      ) : null}
      <SentDialog sent={sending.sent} onClose={sending.clearSent} />
    </Stack>
  );
}
