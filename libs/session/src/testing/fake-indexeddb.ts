/**
 * Just enough of IndexedDB for the cookie key (open with upgrade, one object store, get/put in a
 * transaction), persisting across "reloads" of the page while the instance lives. Callbacks fire
 * asynchronously as in browsers, and a transaction completes once no request is pending.
 * `transactionModes` lists the mode of every transaction opened, in order.
 */
export function createFakeIndexedDb() {
  const stores = new Map<string, Map<string, unknown>>();
  const transactionModes: IDBTransactionMode[] = [];

  function request<T>(produce: () => T, onSettled?: () => void) {
    const req: {
      result?: T;
      error: null;
      onsuccess: null | (() => void);
      onerror: null | (() => void);
    } = {
      error: null,
      onsuccess: null,
      onerror: null,
    };
    setTimeout(() => {
      req.result = produce();
      req.onsuccess?.();
      onSettled?.();
    }, 0);
    return req;
  }

  const db = {
    objectStoreNames: { contains: (name: string) => stores.has(name) },
    createObjectStore: (name: string) => {
      stores.set(name, new Map());
    },
    close: () => undefined,
    transaction: (name: string, mode: IDBTransactionMode = 'readonly') => {
      transactionModes.push(mode);
      let pending = 0;
      const tx = {
        error: null,
        oncomplete: null as null | (() => void),
        onerror: null as null | (() => void),
        onabort: null as null | (() => void),
        objectStore: () => {
          const data = stores.get(name);
          if (!data) throw new Error(`No object store ${name}`);
          const track = <T>(produce: () => T) => {
            pending += 1;
            return request(produce, () => {
              pending -= 1;
              setTimeout(() => {
                if (pending === 0) tx.oncomplete?.();
              }, 0);
            });
          };
          return {
            get: (key: string) => track(() => data.get(key)),
            put: (value: unknown, key: string) => track(() => void data.set(key, value)),
          };
        },
      };
      return tx;
    },
  };

  const factory = {
    open: () => {
      const req = {
        result: db,
        error: null,
        onupgradeneeded: null as null | (() => void),
        onsuccess: null as null | (() => void),
        onerror: null as null | (() => void),
        onblocked: null as null | (() => void),
      };
      setTimeout(() => {
        req.onupgradeneeded?.();
        req.onsuccess?.();
      }, 0);
      return req;
    },
  };

  return { factory: factory as unknown as IDBFactory, stores, transactionModes };
}
