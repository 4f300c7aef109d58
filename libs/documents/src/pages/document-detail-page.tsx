import { Box, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, FileX } from 'lucide-react';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isEmptyDetail, useAlertStore } from '@esign/api-client';
import {
  documentCategoryLabel,
  documentListOfStatus,
  documentListRouteSegments,
  type DocumentListStatus,
} from '@esign/contract';
import { officeLines } from '@esign/offices';
import { hasPermission, useSessionStore } from '@esign/session';
import { EmptyState, formatDateTime, LoadingState, PageHeader, StatusBadge } from '@esign/ui-kit';
import { earlyDocumentDetail, markDocumentShown } from '../api/early-document-requests';
import { forgetDocumentAhead, useDocument } from '../api/get-document';
import { DocumentActions } from '../components/document-actions';
import { PdfSection } from '../components/pdf-section';
import { SignerList } from '../components/signer-list';
import { documentListConfig } from '../model/list-config';
import { resolveStatus } from '../model/resolve-status';
import { documentStatusDisplay } from '../model/status-display';

export type DocumentDetailPageProps = { status: DocumentListStatus };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box fontSize="sm">{children}</Box>
    </Box>
  );
}

/** One document: the PDF with its placements, its facts, signers, reasons and the user's actions. */
export function DocumentDetailPage({ status }: DocumentDetailPageProps) {
  const { ref = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const userId = user?.id;
  const query = useDocument(ref);
  // The list that held the document when this page first had it. The lists do not overlap, so a
  // link into another one (an old notification: "Document to sign" for a document completed
  // since) is sent on to the list that holds it now, when the user may open that list. A change
  // while the page is open (the user's own signature) leaves the page where it is.
  const [entry, setEntry] = useState<{ ref: string; list: DocumentListStatus } | null>(null);
  if (query.data && !isEmptyDetail(query.data) && entry?.ref !== ref)
    setEntry({ ref, list: documentListOfStatus(query.data.status_document) });
  // After the query's first fetch took it: a detail found fresh in the cache leaves the response
  // requested on entering the page (or the detail the route loaded ahead) untaken, and a later
  // refetch must not get that older one.
  useEffect(() => {
    earlyDocumentDetail.drop(ref);
    forgetDocumentAhead(ref);
  }, [ref]);
  // A layout effect: it runs before the passive effect of a <Navigate> below (the redirect to the
  // list that holds the document), whose route's loader must find the document shown.
  useLayoutEffect(() => markDocumentShown(ref), [ref]);
  const alertCode = useAlertStore((state) => state.alertCode);
  const listPath = `/admin/documents/${documentListRouteSegments[status]}`;
  const listTitle = documentListConfig[status].title;

  const back = (
    <Link asChild fontSize="sm" mb="3" display="inline-flex" gap="1">
      <RouterLink to={listPath}>
        <ArrowLeft size={16} aria-hidden="true" /> {listTitle}
      </RouterLink>
    </Link>
  );
  // The loader never rejects (a cancelled call aside): no data means it is still on its way.
  if (query.data === undefined) return <LoadingState label="Loading the document" />;
  if (
    entry?.ref === ref &&
    entry.list !== status &&
    hasPermission(user, documentListConfig[entry.list].permission)
  )
    return (
      <Navigate
        replace
        to={`/admin/documents/${documentListRouteSegments[entry.list]}/${encodeURIComponent(ref)}`}
      />
    );
  // The detail loader resolved to `{}` (spec §8): its alert code says why; the toast is shown.
  if (isEmptyDetail(query.data)) {
    const notFound = alertCode === 404;
    return (
      <EmptyState
        icon={FileX}
        title={notFound ? 'Document not found' : 'The document could not be loaded'}
        description={
          notFound
            ? `There is no document ${ref}, or it is not one you may see.`
            : 'Please try again later.'
        }
        action={
          <Link asChild fontSize="sm">
            <RouterLink to={listPath}>Back to {listTitle}</RouterLink>
          </Link>
        }
      />
    );
  }
  const document = query.data;
  const resolved = resolveStatus(document, userId);
  // The server's can_sign decides the action: after a code was sent (otp_status 'sent') the §4
  // resolution no longer says 'sign', yet the user must be able to open signing again.
  const canSign = document.can_sign;
  const [area, branch, department] = officeLines(document);

  return (
    <Box>
      {back}
      <PageHeader
        title={document.name}
        description={document.reference_number}
        actions={
          <DocumentActions
            document={document}
            canSign={canSign}
            onRejected={() => void navigate(listPath)}
          />
        }
      />
      <Grid
        templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 340px' }}
        gap="6"
        alignItems="start"
      >
        <PdfSection document={document} />
        <Stack gap="5">
          <Stack gap="3" borderWidth="1px" rounded="md" p="4">
            <HStack justify="space-between">
              <Heading as="h3" size="sm">
                Details
              </Heading>
              <StatusBadge display={documentStatusDisplay[document.status_document]} />
            </HStack>
            {resolved === 'sign' ? (
              <Text fontSize="sm" color="status.waiting">
                Your signature is awaited.
              </Text>
            ) : null}
            <Field label="Category">
              {document.category ? documentCategoryLabel(document.category) : '-'}
            </Field>
            <Field label="Uploader">
              {document.uploader.name} ({document.uploader.privy_id.toUpperCase()})
            </Field>
            <Field label="Office">
              <Text>{area}</Text>
              <Text>{branch}</Text>
              <Text>{department}</Text>
            </Field>
            <Field label="Signing order">
              {document.signing_order === 'sequential' ? 'Sequential' : 'Parallel'}
            </Field>
            <Field label="Created">{formatDateTime(document.created_at)}</Field>
            {document.expires_at ? (
              <Field label="Expires">{formatDateTime(document.expires_at)}</Field>
            ) : null}
            {document.completed_at ? (
              <Field label="Completed">{formatDateTime(document.completed_at)}</Field>
            ) : null}
            {document.reject_reason ? (
              <Field label="Reject reason">
                <Text color="fg.error">{document.reject_reason}</Text>
              </Field>
            ) : null}
            {document.void_reason ? (
              <Field label="Void reason">
                <Text color="fg.error">{document.void_reason}</Text>
              </Field>
            ) : null}
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Signers
            </Heading>
            <SignerList signers={document.signers} />
          </Stack>
        </Stack>
      </Grid>
    </Box>
  );
}
