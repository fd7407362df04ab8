/** Who the retranscription records of the bridge's own insights jobs name as having asked. */
export const INSIGHTS_REQUESTER = 'bridge (insights)';
