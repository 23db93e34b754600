import { DumiDemo } from 'dumi';

/** The chunk a deferred demo loads. */
export default DumiDemo;
