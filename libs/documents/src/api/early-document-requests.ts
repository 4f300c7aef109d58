import { requestAt, type UncheckedResponse } from '@esign/api-client';
import {
  downloadDocumentPreviewLocation,
  DOCUMENT_PREVIEW_CONTENT_TYPE,
  getDocumentLocation,
  listDocumentsLocation,
  type DocumentListQuery,
  type DocumentListStatus,
} from '@esign/contract';
import { useSessionStore } from '@esign/session';
import { queryFromSearchParams } from '../model/list-search-params';

// The requests of a list's and a document's page that start as the router enters it (the routes'
// loaders, routes.tsx). Loaded up front with the routes, and kept small: it needs no code that
// loads later (the page, the endpoints' schemas, the PDF viewer), so on a full load the list, or
// the detail and the first page's image, leave with the session's user/me instead of after the
// page's code has come in (100–200 ms later on this machine, behind the app's first render).
// The page checks what it takes with the endpoint's schema (api/get-documents,
// api/early-document-load).

/**
 * A response requested before anything asks for it, waiting (unobserved: a failure is only
 * reported when it is taken) for the first fetch of that document to take it — once. Holding
 * another document's response forgets this one.
 */
export interface EarlyResponse<T> {
  /** Holds the response of `key` (a document's reference number, a list's `listResponseKey`). */
  hold(key: string, response: Promise<T>): void;
  /** The held response of this key, handed out once; afterwards fetches go to the network. */
  take(key: string): Promise<T> | undefined;
  /** Forgets this key's response if nobody took it (the page found its data in the cache). */
  drop(key: string): void;
}

export function earlyResponse<T>(): EarlyResponse<T> {
  let held: { key: string; response: Promise<T> } | null = null;
  return {
    hold(key, response) {
      // Observed by whoever takes it; until then a failure must not count as unhandled.
      response.catch(() => undefined);
      held = { key, response };
    },
    take(key) {
      if (held?.key !== key) return undefined;
      const { response } = held;
      held = null;
      return response;
    },
    drop(key) {
      if (held?.key === key) held = null;
    },
  };
}

/**
 * A page's data loaded by its route before the page renders (the document's detail, the first
 * list): while on its way, the page's first fetch takes it instead of asking again; once in, the
 * page's query starts with it (`initialData`), so the page's first render shows it.
 */
export interface AheadLoad<T> {
  /** Loads the data of `key` with `load` and resolves when it is in. */
  load(key: string, load: () => Promise<T>): Promise<void>;
  /** For the page's first fetch: the data of `key` while on its way, handed out once. */
  take(key: string): Promise<T> | undefined;
  /** The data of `key` once in, and when it came (for the page query's initial data). */
  loaded(key: string): { data: T; loadedAt: number } | undefined;
  /** Called by the page once its query has started: data loaded ahead is used once at most. */
  forget(key: string): void;
}

export function aheadLoad<T>(): AheadLoad<T> {
  const pending = earlyResponse<T>();
  let loaded: { key: string; data: T; loadedAt: number } | null = null;
  // The key loaded last: an older load that ends later is not kept.
  let latest: string | null = null;
  return {
    async load(key, load) {
      const data = load();
      latest = key;
      pending.hold(key, data);
      const value = await data;
      pending.drop(key);
      if (latest === key) loaded = { key, data: value, loadedAt: Date.now() };
    },
    take: (key) => pending.take(key),
    loaded: (key) => (loaded?.key === key ? loaded : undefined),
    forget(key) {
      pending.drop(key);
      if (loaded?.key === key) loaded = null;
    },
  };
}

/** The detail's response, its body unchecked (the page checks it with the endpoint's schema). */
export const earlyDocumentDetail = earlyResponse<UncheckedResponse>();
/** The image of the PDF's first page, shown while the viewer opens the PDF. */
export const earlyDocumentPreview = earlyResponse<Blob>();
/** The first list's response, its body unchecked (api/get-documents checks it). */
export const earlyDocumentList = earlyResponse<UncheckedResponse>();

/** The key a list's early response is held under: its query, written out in one order. */
export function listResponseKey(query: DocumentListQuery): string {
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether a list page has been shown since the app started (`markDocumentListShown`). */
let listShown = false;

/** Called by a list page as it shows: from then on the lists are the page's, its cache included. */
export function markDocumentListShown(): void {
  listShown = true;
}

/** Tests only: no list shown yet, as after a reload. */
export function forgetDocumentListShownForTests(): void {
  listShown = false;
}

/**
 * Called as the router enters a document list (its index route's loader): while no list page has
 * been shown yet (a full load of a list, or the first list opened since), the list of the URL is
 * requested at once, beside the page's code. After that a list is the page's own to fetch: its
 * query cache may hold it already, and a response requested here would go unused. Without a
 * session nothing is requested. Returns the query it requested the list of (null: none).
 */
export function startDocumentListLoad(
  status: DocumentListStatus,
  search: URLSearchParams,
): DocumentListQuery | null {
  if (listShown || !useSessionStore.getState().refreshToken) return null;
  const query = queryFromSearchParams(status, search);
  earlyDocumentList.hold(listResponseKey(query), requestAt(listDocumentsLocation, { query }));
  return query;
}

/** An ArrayBuffer of any realm (a test's transport may build it in another one). */
function isArrayBuffer(value: unknown): value is ArrayBuffer {
  return Object.prototype.toString.call(value) === '[object ArrayBuffer]';
}

/** The bytes of a binary response; anything else is a broken download. */
function responseBytes(response: UncheckedResponse): ArrayBuffer {
  if (!isArrayBuffer(response.data)) throw new Error('The file did not come as bytes');
  return response.data;
}

/** The document whose page is on screen (`markDocumentShown`), if any. */
let shownReferenceNumber: string | null = null;

/**
 * Called by a document's page while it shows that document; returns what to call when it stops.
 * Entering another route of the same document meanwhile (the page's redirect to the list that
 * holds it) then requests nothing ahead: the page uses what it has.
 */
export function markDocumentShown(referenceNumber: string): () => void {
  shownReferenceNumber = referenceNumber;
  return () => {
    if (shownReferenceNumber === referenceNumber) shownReferenceNumber = null;
  };
}

/**
 * Called as the router enters a document's page (the detail route's loader): the detail and the
 * image of the first page are requested at once, side by side, instead of after the session's
 * user/me, the guard and the page's first render. The page's queries take the responses. The
 * server checks access on each request as always; without a session nothing is requested (the
 * guard sends the visitor to /login). A document that does not exist costs an image request
 * answered 404, which nobody shows. Returns whether it requested them.
 *
 * The PDF is not requested here: the page asks for it once it shows the image of page 1 (the
 * viewer's query, components/pdf-section). Until pdf.js has drawn page 1 the image stands in for
 * it, so the PDF is not what the first screen waits for, and requested here its megabytes share
 * the network and the two cores with the page's code, the detail and the image. Measured on the
 * 300-page demo document when the page asked for the PDF as soon as it showed the detail
 * (tools/bench/pdf-viewer.mts, alternated with the build that requested it here, three pairs of
 * runs): first page visible 333–401 vs 393–483 ms (medians of 6 full loads); after a click in the
 * list, visible 205–259 vs 238–349 ms but drawn by pdf.js 435–498 vs 369–461 ms. On Lighthouse's
 * mobile preset (1.6 Mbit/s) the page's heading no longer waited behind the PDF's 384 KB and the
 * fonts: largest contentful paint 2.5–2.6 s instead of 5.1–5.4 s in three runs of five.
 */
export function startDocumentPageLoad(referenceNumber: string | undefined): boolean {
  if (!referenceNumber || !useSessionStore.getState().refreshToken) return false;
  // Its page is on screen: this is the page moving to the list that holds the document (the
  // detail page's redirect), whose detail is in the query cache already.
  if (referenceNumber === shownReferenceNumber) return false;
  const params = { id: referenceNumber };
  earlyDocumentDetail.hold(referenceNumber, requestAt(getDocumentLocation, { params }));
  earlyDocumentPreview.hold(
    referenceNumber,
    requestAt(downloadDocumentPreviewLocation, { params, binary: true }).then(
      (response) => new Blob([responseBytes(response)], { type: DOCUMENT_PREVIEW_CONTENT_TYPE }),
    ),
  );
  return true;
}
