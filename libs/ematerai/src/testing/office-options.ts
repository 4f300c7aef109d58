import type { MockReply } from '@esign/api-client/testing';

const OFFICE_OPTIONS = {
  'office-area': [{ id: 1, code: 'JKT', name: 'Jakarta' }],
  'office-branch': [{ id: 2, code: 'JKT-PST', name: 'Jakarta Pusat' }],
  'office-department': [
    { id: 0, code: 'all', name: 'All' },
    { id: 3, code: 'FIN', name: 'Finance' },
  ],
};

/** The office pickers' dropdown answer for `path`, or null when it is not an office dropdown. */
export function officeOptionsReply(path: string): MockReply | null {
  if (!path.startsWith('/api/tools/api/v1/dropdown/master-data/')) return null;
  const level = (Object.keys(OFFICE_OPTIONS) as (keyof typeof OFFICE_OPTIONS)[]).find((name) =>
    path.endsWith(name),
  );
  return level ? { status: 200, data: { data: OFFICE_OPTIONS[level] } } : null;
}
