import type { Executor } from '../db/database';

export interface OtpMessage {
  userId: number;
  /** What the code is for, e.g. "Signing code for PKS/2026/0001". */
  subject: string;
  code: string;
}

/**
 * Delivers one-time codes to users. Called inside the transaction that stores the code, so a
 * failed delivery stores nothing and the user is told to try again.
 */
export interface Notifier {
  deliverOtp(executor: Executor, message: OtpMessage, at: Date): Promise<void>;
}
