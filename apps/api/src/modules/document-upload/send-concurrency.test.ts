import {
  endpointUrl,
  markUploadedDocumentViewed,
  sendUploadedDocument,
  updateUploadedDocuments,
  uploadDocuments,
  type UploadDocumentsResponse,
} from '@esign/contract';
import { expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { documentCategories, documents } from '../../db/schema/documents';
import { uploadDrafts } from '../../db/schema/document-upload';
import { makeSamplePdf } from '../../pdf/fixtures/make-sample-pdf';
import { multipartPayload } from '../../testing/multipart';
import { describeOnPostgres, usePostgresTestApp } from '../../testing/postgres-only';
import { userIdOf } from '../../testing/user-fixtures';
import { placeBox } from './document-upload-test-tools';

const { app, admin } = usePostgresTestApp();

describeOnPostgres('sending one draft twice at once', () => {
  it('makes one document: the second send waits for the first, then finds the draft gone', async () => {
    const t = app();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: endpointUrl(uploadDocuments),
      headers: admin(),
      payload: multipartPayload({
        files: { files: { bytes: await makeSamplePdf({ pages: 1 }), fileName: 'race.pdf' } },
      }),
    });
    expect(uploaded.statusCode).toBe(201);
    const ref = (uploaded.json() as UploadDocumentsResponse).data.documents[0]?.reference_number;
    if (!ref) throw new Error('Nothing uploaded');
    const signerId = await userIdOf(t, 'signer');
    const [category] = await t.database.db
      .insert(documentCategories)
      .values({ categoryName: 'Race category' })
      .returning({ id: documentCategories.id });
    const updated = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(updateUploadedDocuments),
      headers: admin(),
      payload: {
        datas: [
          {
            reference_number: ref,
            signing_type: 'only_others',
            category_id: category?.id,
            recipients: [signerId],
          },
        ],
      },
    });
    expect(updated.statusCode).toBe(200);
    await placeBox(t, ref, { type: 'signature', signerUserId: signerId });
    const viewed = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(markUploadedDocumentViewed, { id: ref }),
      headers: admin(),
      payload: {},
    });
    expect(viewed.statusCode).toBe(200);

    const send = () =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(sendUploadedDocument, { id: ref }),
        headers: admin(),
        payload: {},
      });
    const statuses = (await Promise.all([send(), send()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 404]);
    const made = await t.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.referenceNumber, ref));
    expect(made).toHaveLength(1);
    const left = await t.database.db
      .select({ id: uploadDrafts.id })
      .from(uploadDrafts)
      .where(eq(uploadDrafts.referenceNumber, ref));
    expect(left).toEqual([]);
  });
});
