import type { Endpoint } from '../endpoint';
import { appUpdate } from './config/app-update';
import { getCountry } from './config/get-country';
import { getHelpInfo } from './config/get-help-info';
import { getHelpList } from './config/get-help-list';
import { getHomeConfig } from './config/get-home-config';
import { getNewInfo } from './config/get-new-info';
import { getNewList } from './config/get-new-list';
import { getProtocol } from './config/get-protocol';
import { info } from './config/info';

/** Every call of the contract, for the OpenAPI document and coverage tests. */
export const allEndpoints: Endpoint[] = [
  getCountry,
  getHomeConfig,
  info,
  getProtocol,
  getNewList,
  getNewInfo,
  getHelpList,
  getHelpInfo,
  appUpdate,
];
