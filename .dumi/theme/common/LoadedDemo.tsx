import { DumiDemo } from 'dumi';

/** dumi's demo with its previewer, in the chunk a deferred demo loads on demand (DeferredDemo). */
export default DumiDemo;
