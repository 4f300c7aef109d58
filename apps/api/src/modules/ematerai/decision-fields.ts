/** The columns a decided request (transfer or top-up) is read with. */
export interface DecisionRow {
  requester: { privy_id: string; name: string };
  rejectReason: string | null;
  deciderPrivyId: string | null;
  deciderName: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** Who asked, who decided, when and why: the fields transfers and top-ups share. */
export function decisionFields(row: DecisionRow) {
  return {
    requested_by: row.requester,
    reject_reason: row.rejectReason,
    decided_by:
      row.deciderPrivyId !== null && row.deciderName !== null
        ? { privy_id: row.deciderPrivyId, name: row.deciderName }
        : null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
