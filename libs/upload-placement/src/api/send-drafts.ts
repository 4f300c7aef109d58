import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OtpChallenge } from '@esign/contract';
import { sendProblems } from '../model/send-problems';
import { sendUploadedDocument } from './send-uploaded-document';
import { removeDraftFromBatch } from './set-draft-in-batch';
import { uploadKeys } from './upload-keys';

/** A draft waiting for the uploader's code (the send answered `otp_required`). */
export type OtpRequest = { referenceNumber: string; name: string; challenge: OtpChallenge };

export type SentDocument = { referenceNumber: string; name: string; message: string };

type SendResult = 'sent' | 'refused' | 'cancelled';

export type SendDraftsOptions = {
  /** Saves settings still waiting (the batch update) before a send; false stops the send. */
  beforeSend: () => Promise<boolean>;
};

/**
 * Sending drafts, one or all (one after another). A refusal (400) keeps every problem the
 * server named next to the draft; `otp_required` opens the code dialog and the send continues
 * once the code is verified (`completeOtp`) or stops when it is cancelled (`cancelOtp`). A sent
 * draft leaves the batch and is listed in `sent` for the success dialog.
 */
export function useSendDrafts({ beforeSend }: SendDraftsOptions) {
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState<string | null>(null);
  const [otp, setOtp] = useState<OtpRequest | null>(null);
  const [sent, setSent] = useState<SentDocument[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const otpDone = useRef<((result: SendResult) => void) | null>(null);

  const markSent = useCallback(
    (referenceNumber: string, name: string, message: string) => {
      removeDraftFromBatch(queryClient, referenceNumber);
      void queryClient.invalidateQueries({ queryKey: uploadKeys.temporer() });
      setSent((current) => [...current, { referenceNumber, name, message }]);
    },
    [queryClient],
  );

  const sendOne = useCallback(
    async (referenceNumber: string, name: string): Promise<SendResult> => {
      setProblems(({ [referenceNumber]: _dropped, ...rest }) => rest);
      if (!(await beforeSend())) return 'refused';
      setSending(referenceNumber);
      try {
        const outcome = await sendUploadedDocument(referenceNumber);
        if (outcome.status === 'sent') {
          markSent(referenceNumber, name, outcome.message);
          return 'sent';
        }
        return await new Promise<SendResult>((resolve) => {
          otpDone.current = resolve;
          setOtp({ referenceNumber, name, challenge: outcome.otp });
        });
      } catch (error) {
        setProblems((current) => ({ ...current, [referenceNumber]: sendProblems(error) }));
        return 'refused';
      } finally {
        setSending(null);
      }
    },
    [beforeSend, markSent],
  );

  /** The code was accepted and the document sent. */
  const completeOtp = useCallback(
    (message: string) => {
      if (otp) markSent(otp.referenceNumber, otp.name, message);
      setOtp(null);
      otpDone.current?.('sent');
      otpDone.current = null;
    },
    [otp, markSent],
  );

  /** The code dialog was closed without a code: this send (and a running "send all") stops. */
  const cancelOtp = useCallback(() => {
    setOtp(null);
    otpDone.current?.('cancelled');
    otpDone.current = null;
  }, []);

  const send = useCallback(
    async (referenceNumber: string, name: string) => {
      await sendOne(referenceNumber, name);
    },
    [sendOne],
  );

  /** Sends the given drafts in turn, with progress; a cancelled code stops the rest. */
  const sendAll = useCallback(
    async (drafts: readonly { referenceNumber: string; name: string }[]) => {
      setProgress({ done: 0, total: drafts.length });
      for (const [index, draft] of drafts.entries()) {
        const result = await sendOne(draft.referenceNumber, draft.name);
        setProgress({ done: index + 1, total: drafts.length });
        if (result === 'cancelled') break;
      }
      setProgress(null);
    },
    [sendOne],
  );

  const clearSent = useCallback(() => setSent([]), []);

  return {
    problems,
    sending,
    otp,
    sent,
    progress,
    send,
    sendAll,
    completeOtp,
    cancelOtp,
    clearSent,
  };
}
