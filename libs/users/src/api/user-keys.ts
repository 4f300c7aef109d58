import type { ExternalUserListQuery, UserActivityQuery, UserListQuery } from '@esign/contract';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserListQuery) => [...userKeys.lists(), query] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  emailCheck: (email: string) => [...userKeys.all, 'email-check', email] as const,
  activity: (query: UserActivityQuery) => [...userKeys.all, 'activity', query] as const,
  roleOptions: () => [...userKeys.all, 'role-options'] as const,
  externalAll: ['external-users'] as const,
  externalList: (query: ExternalUserListQuery) => [...userKeys.externalAll, 'list', query] as const,
};
