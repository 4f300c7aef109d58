// Public API of @esign/api-client: named exports only.
export { apiClient, configureApiClient, type ApiAuth, type ApiClientOptions } from './api-client';
export {
  callEndpoint,
  checkEndpointResponse,
  ContractError,
  requestAt,
  type CallOptions,
  type EndpointResult,
  type FileResponse,
  type RequestExtras,
  type UncheckedResponse,
} from './call-endpoint';
export { fileNameFromContentDisposition } from './content-disposition';
export {
  downloadFile,
  saveBlob,
  type DownloadFileOptions,
  type DownloadNotifier,
} from './download-file';
export {
  FALLBACK_ERROR_MESSAGE,
  getErrorMessage,
  getErrorStatus,
  INVALID_DATA_MESSAGE,
  NOT_FOUND_MESSAGE,
} from './get-error-message';
export { loadRuntimeConfig, RUNTIME_CONFIG_PATH, RuntimeConfigError } from './load-runtime-config';
export {
  isEmptyDetail,
  loadDetail,
  loadList,
  type EmptyDetail,
  type ListResult,
  type LoadFailed,
} from './loaders';
export { useAlertStore, type AlertState } from './alert-store';
export { serverFieldErrors, zodFieldErrors } from './field-errors';
