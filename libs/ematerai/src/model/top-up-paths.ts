const TOP_UP_PATH = '/admin/ematerai/topup-balance';

/** Spec §2: /admin/ematerai/topup-balance and its sub pages add, multiple, update/{ref}, detail/{ref}. */
export const topUpPaths = {
  list: TOP_UP_PATH,
  add: `${TOP_UP_PATH}/add`,
  multiple: `${TOP_UP_PATH}/multiple`,
  /** The ref of a top-up is its id. */
  detail: (id: number) => `${TOP_UP_PATH}/detail/${id}`,
  update: (id: number) => `${TOP_UP_PATH}/update/${id}`,
};
