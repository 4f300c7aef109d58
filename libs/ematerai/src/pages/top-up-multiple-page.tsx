import { Alert, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { FileSpreadsheet, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { getErrorMessage, useAlertStore } from '@esign/api-client';
import { TOP_UP_SHEET, type TopUpSheetRow } from '@esign/contract';
import { formatBytes, FormField, notifyError, notifySuccess, PageHeader } from '@esign/ui-kit';
import { downloadTopUpSample } from '../api/download-top-up-sample';
import { useImportTopUpSheet } from '../api/import-top-up-sheet';
import { useRequestMultipleTopUps } from '../api/request-multiple-top-ups';
import { BackToTopUps } from '../components/back-to-top-ups';
import { FailedRowsTable } from '../components/failed-rows-table';
import { PoAttachmentField } from '../components/po-attachment-field';
import { useSendOnce } from '../components/use-send-once';
import { SheetPreviewTable } from '../components/sheet-preview-table';
import {
  BULK_TOP_UP_ALERT_CODE,
  failedRows,
  splitSheetRows,
  type FailedRow,
} from '../model/multiple-top-up';
import { topUpPaths } from '../model/top-up-paths';
import { TOP_UP_SAVED_TITLE } from './top-up-add-page';

export const IMPORT_FAILED_TITLE = 'Failed import top up balance';
export const MULTIPLE_FAILED_TITLE = 'Failed multiple top up balance';

/** Why a chosen sheet would be refused before it is sent, or null (the server checks again). */
function sheetProblem(file: File): string | null {
  if (!/\.xlsx$/i.test(file.name)) return 'Choose the filled sample: an .xlsx file';
  if (file.size > TOP_UP_SHEET.maxBytes)
    return `The sheet must be at most ${formatBytes(TOP_UP_SHEET.maxBytes)}`;
  return null;
}

type Outcome = { created: number; failed: FailedRow[] };

/**
 * Top Up Balance › multiple (spec §2, §7): download the sample, upload it filled, check the rows,
 * send the good ones with one optional PO attachment, and see the rows that were not created.
 */
export function TopUpMultiplePage() {
  const navigate = useNavigate();
  const importSheet = useImportTopUpSheet();
  const request = useRequestMultipleTopUps();
  const [rows, setRows] = useState<TopUpSheetRow[] | null>(null);
  const [sheetError, setSheetError] = useState<string>();
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [downloading, setDownloading] = useState(false);
  // A new input after each upload, so choosing the same file again reads it again.
  const [inputKey, setInputKey] = useState(0);
  const sendOnce = useSendOnce();
  const { ready, excluded } = useMemo(() => splitSheetRows(rows ?? []), [rows]);

  const downloadSample = async () => {
    setDownloading(true);
    await downloadTopUpSample();
    setDownloading(false);
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    const problem = sheetProblem(file);
    setSheetError(problem ?? undefined);
    setOutcome(null);
    if (problem) return;
    importSheet.mutate(file, {
      onSuccess: (imported) => setRows(imported),
      onError: (error) => {
        setRows(null);
        notifyError(IMPORT_FAILED_TITLE, getErrorMessage(error));
      },
      onSettled: () => setInputKey((key) => key + 1),
    });
  };

  const submit = () => {
    if (ready.length === 0 || attachmentError || !sendOnce.begin()) return;
    request.mutate(
      { rows: ready.map((item) => item.row), poAttachment: attachment ?? undefined },
      {
        onSuccess: (results) => {
          const failed = failedRows(ready, results);
          if (failed.length === 0) {
            notifySuccess(TOP_UP_SAVED_TITLE);
            void navigate(topUpPaths.list);
            return;
          }
          // Spec §5/§8: a row without an id sets alert code 499 with the failing department ids.
          useAlertStore.getState().setAlertCode(
            BULK_TOP_UP_ALERT_CODE,
            failed.map((item) => item.row.office_department_id),
          );
          // §8 names one failure title; a partial failure uses it too, with the count.
          notifyError(
            MULTIPLE_FAILED_TITLE,
            `${failed.length} of ${ready.length} rows were not created.`,
          );
          setOutcome({ created: ready.length - failed.length, failed });
          setRows(null);
        },
        onError: (error) => notifyError(MULTIPLE_FAILED_TITLE, getErrorMessage(error)),
        onSettled: sendOnce.end,
      },
    );
  };

  return (
    <Box>
      <BackToTopUps />
      <PageHeader
        title="Multiple Top Up"
        description="Fill in the sample sheet, one top up per row, and upload it to check the rows."
        actions={
          <Button
            size="sm"
            variant="outline"
            loading={downloading}
            loadingText="Download sample"
            onClick={() => void downloadSample()}
          >
            <FileSpreadsheet aria-hidden="true" /> Download sample
          </Button>
        }
      />
      <Stack gap="6">
        <Box maxWidth="xl">
          <FormField
            label="Filled sheet"
            helperText={`The sample filled in (.xlsx, at most ${formatBytes(TOP_UP_SHEET.maxBytes)})`}
            errorText={sheetError}
            disabled={importSheet.isPending}
          >
            <Input
              key={inputKey}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              p="1.5"
              onChange={(event) => upload(event.target.files?.[0])}
            />
          </FormField>
          {importSheet.isPending ? (
            <Text mt="2" fontSize="sm" color="fg.muted" role="status">
              <Upload size={14} aria-hidden="true" style={{ display: 'inline' }} /> Reading the
              sheet…
            </Text>
          ) : null}
        </Box>

        {outcome ? (
          <Box as="section" aria-labelledby="failed-rows-heading">
            <Alert.Root status="error" mb="3">
              <Alert.Indicator />
              <Alert.Title>
                {outcome.created} top ups created; {outcome.failed.length} rows were not created.
              </Alert.Title>
            </Alert.Root>
            <Heading as="h3" size="md" id="failed-rows-heading" mb="3">
              Rows not created
            </Heading>
            <FailedRowsTable rows={outcome.failed} />
          </Box>
        ) : null}

        {rows ? (
          <Box as="section" aria-labelledby="preview-heading">
            <Heading as="h3" size="md" id="preview-heading" mb="2">
              Rows in the sheet
            </Heading>
            <Text mb="3" fontSize="sm" color={excluded.length > 0 ? 'fg.error' : 'fg.muted'}>
              {rows.length === 0
                ? 'The sheet has no rows.'
                : excluded.length > 0
                  ? `${ready.length} of ${rows.length} rows are ready. ${excluded.length} with errors (in red) will not be sent; fix them in the sheet and upload it again to send them.`
                  : `All ${rows.length} rows are ready.`}
            </Text>
            <SheetPreviewTable rows={rows} />
            <Stack gap="4" mt="4" maxWidth="xl">
              <PoAttachmentField
                label="PO attachment for every row"
                error={attachmentError}
                onChange={(file, problem) => {
                  setAttachment(problem ? null : file);
                  setAttachmentError(problem ?? undefined);
                }}
              />
              <HStack gap="2">
                <Button
                  onClick={submit}
                  disabled={ready.length === 0}
                  loading={request.isPending}
                  loadingText="Top up"
                >
                  Top up {ready.length} {ready.length === 1 ? 'row' : 'rows'}
                </Button>
              </HStack>
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
