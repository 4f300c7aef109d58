/** One chosen file on its way into the batch. */
export type UploadItem = {
  key: string;
  fileName: string;
  size: number;
  /**
   * waiting: in line (two files go up at a time); uploading: being sent; done: a draft now;
   * refused: the client check or the server turned it down (`message` says why); failed: the
   * request itself failed (network, server error).
   */
  status: 'waiting' | 'uploading' | 'done' | 'refused' | 'failed';
  loaded: number;
  total: number;
  message: string | null;
};

/** Whole percent of an item's bytes sent. */
export function uploadPercent(item: Pick<UploadItem, 'loaded' | 'total'>): number {
  if (item.total <= 0) return 0;
  return Math.min(100, Math.floor((item.loaded / item.total) * 100));
}
