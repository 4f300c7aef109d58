// The `axios` module of the shell's browser build (axios-browser-plugin.mjs): the same default
// instance and helpers as axios's own entry (node_modules/axios/lib/axios.js, createInstance),
// without the exports the app never uses (CancelToken, HttpStatusCode, toFormData, formToJSON,
// all, spread), which that entry attaches to the instance where no bundler can drop them.
import Axios from 'axios/unsafe/core/Axios.js';
import AxiosError from 'axios/unsafe/core/AxiosError.js';
import AxiosHeaders from 'axios/unsafe/core/AxiosHeaders.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import CanceledError from 'axios/unsafe/cancel/CanceledError.js';
import isCancel from 'axios/unsafe/cancel/isCancel.js';
import defaults from 'axios/unsafe/defaults/index.js';
import bind from 'axios/unsafe/helpers/bind.js';
import isAxiosError from 'axios/unsafe/helpers/isAxiosError.js';
import utils from 'axios/unsafe/utils.js';

function createInstance(defaultConfig) {
  const context = new Axios(defaultConfig);
  const instance = bind(Axios.prototype.request, context);
  utils.extend(instance, Axios.prototype, context, { allOwnKeys: true });
  utils.extend(instance, context, null, { allOwnKeys: true });
  instance.create = (instanceConfig) => createInstance(mergeConfig(defaultConfig, instanceConfig));
  return instance;
}

const axios = createInstance(defaults);
Object.assign(axios, { AxiosError, AxiosHeaders, CanceledError, isAxiosError, isCancel });

export { axios as default, AxiosError, AxiosHeaders, CanceledError, isAxiosError, isCancel };
