import { DraftEditor } from '../components/draft-editor';
import { UploadWorkspace } from '../components/upload-workspace';

/** /admin/upload-document (spec §2, code upload-document). */
export function UploadDocumentPage() {
  return (
    <UploadWorkspace
      renderEditor={({ draft, seal, meteraiCategories, readOnly }) => (
        <DraftEditor
          draft={draft}
          seal={seal}
          meteraiCategories={meteraiCategories}
          readOnly={readOnly}
        />
      )}
    />
  );
}
