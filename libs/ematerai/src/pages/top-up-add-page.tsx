import { Box, chakra, Button, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { getErrorMessage, serverFieldErrors } from '@esign/api-client';
import { MAX_TOP_UP_AMOUNT, STAMP_PRICE, stampsOf } from '@esign/contract';
import { OfficeAreaPicker, OfficeBranchPicker, OfficeDepartmentPicker } from '@esign/offices';
import {
  FormField,
  formatRupiah,
  notifyError,
  notifySuccess,
  PageHeader,
  parseThousandDot,
  ThousandDotInput,
} from '@esign/ui-kit';
import { useRequestTopUp } from '../api/request-top-up';
import { BackToTopUps } from '../components/back-to-top-ups';
import { PoAttachmentField } from '../components/po-attachment-field';
import { useSendOnce } from '../components/use-send-once';
import { formatStamps } from '../model/format-stamps';
import {
  emptyTopUpForm,
  parseTopUpForm,
  type TopUpFormErrors,
  type TopUpFormValues,
} from '../model/top-up-form';
import { topUpPaths } from '../model/top-up-paths';

export const TOP_UP_SAVED_TITLE =
  'Your top up is being processed. We will notify you once it’s approved.';
export const TOP_UP_SAVE_FAILED_TITLE = 'Failed save top up balance';

type Errors = TopUpFormErrors & { po_attachment?: string };

/** What the typed amount buys, under the field: '100 stamps', or why it buys none. */
function amountHint(amount: string): string {
  const value = parseThousandDot(amount);
  if (value === null) return `One e-meterai costs ${formatRupiah(STAMP_PRICE)}`;
  if (value % STAMP_PRICE !== 0)
    return `Must be a multiple of ${formatRupiah(STAMP_PRICE)} (one e-meterai)`;
  return `Buys ${formatStamps(stampsOf(value))}`;
}

/** Top Up Balance › add (spec §2, §3 top-up form): asks for a top-up of one cost center. */
export function TopUpAddPage() {
  const navigate = useNavigate();
  const request = useRequestTopUp();
  const [values, setValues] = useState<TopUpFormValues>(emptyTopUpForm);
  const [errors, setErrors] = useState<Errors>({});
  const [attachment, setAttachment] = useState<File | null>(null);
  const sendOnce = useSendOnce();

  const set = <K extends keyof TopUpFormValues>(
    field: K,
    value: TopUpFormValues[K],
    error: keyof Errors,
  ) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [error]: undefined }));
  };

  const submit = () => {
    const parsed = parseTopUpForm(values);
    if ('errors' in parsed || errors.po_attachment) {
      setErrors((current) => ({
        ...('errors' in parsed ? parsed.errors : {}),
        po_attachment: current.po_attachment,
      }));
      return;
    }
    if (!sendOnce.begin()) return;
    request.mutate(
      { row: parsed.body, poAttachment: attachment ?? undefined },
      {
        onSuccess: () => {
          notifySuccess(TOP_UP_SAVED_TITLE);
          void navigate(topUpPaths.list);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          notifyError(TOP_UP_SAVE_FAILED_TITLE, getErrorMessage(error));
        },
        onSettled: sendOnce.end,
      },
    );
  };

  return (
    <Box>
      <BackToTopUps />
      <PageHeader
        title="Top Up"
        description="The balance is credited once the top up is approved."
      />
      <chakra.form
        maxWidth="3xl"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <OfficeAreaPicker
              value={values.areaId}
              emptyLabel="Choose an area"
              required
              errorText={errors.office_area_id}
              onChange={(id) => {
                setValues((current) => ({
                  ...current,
                  areaId: id ?? undefined,
                  branchId: undefined,
                  departmentId: undefined,
                }));
                setErrors((current) => ({ ...current, office_area_id: undefined }));
              }}
            />
            <OfficeBranchPicker
              areaId={values.areaId}
              value={values.branchId}
              emptyLabel="Choose a branch"
              required
              errorText={errors.office_branch_id}
              onChange={(id) => {
                setValues((current) => ({
                  ...current,
                  branchId: id ?? undefined,
                  departmentId: undefined,
                }));
                setErrors((current) => ({ ...current, office_branch_id: undefined }));
              }}
            />
            <OfficeDepartmentPicker
              branchId={values.branchId}
              value={values.departmentId}
              emptyLabel="Choose a department"
              required
              errorText={errors.office_department_id}
              onChange={(id) => set('departmentId', id ?? undefined, 'office_department_id')}
            />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <FormField label="PO number" required errorText={errors.po_number}>
              <Input
                value={values.poNumber}
                maxLength={64}
                onChange={(event) => set('poNumber', event.target.value, 'po_number')}
              />
            </FormField>
            <FormField label="Line item number" required errorText={errors.line_item_number}>
              <Input
                value={values.lineItemNumber}
                maxLength={64}
                onChange={(event) => set('lineItemNumber', event.target.value, 'line_item_number')}
              />
            </FormField>
          </SimpleGrid>
          <FormField
            label="Amount (Rp)"
            required
            errorText={errors.amount}
            helperText={
              <Text as="span" aria-live="polite">
                {amountHint(values.amount)}
              </Text>
            }
          >
            <ThousandDotInput
              value={values.amount}
              max={MAX_TOP_UP_AMOUNT}
              placeholder="0"
              onValueChange={(amount) => set('amount', amount, 'amount')}
            />
          </FormField>
          <PoAttachmentField
            error={errors.po_attachment}
            onChange={(file, problem) => {
              setAttachment(problem ? null : file);
              setErrors((current) => ({ ...current, po_attachment: problem ?? undefined }));
            }}
          />
          <HStack gap="2" justify="flex-end">
            <Button asChild variant="outline" colorPalette="gray">
              <RouterLink to={topUpPaths.list}>Cancel</RouterLink>
            </Button>
            <Button type="submit" loading={request.isPending} loadingText="Top Up">
              Top Up
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Box>
  );
}
