import { isTypeScriptFile, javaScriptFileName } from '../../shared/demos/fileNames';
import type { DemoAsset } from './project';

/** `asset` with its TypeScript files as JavaScript from `sources`; throws rather than mix them. */
export function javaScriptAssetOf(asset: DemoAsset, sources: Record<string, string>): DemoAsset {
  const dependencies: DemoAsset['dependencies'] = {};
  for (const [key, dependency] of Object.entries(asset.dependencies)) {
    if (dependency.type !== 'FILE' || !isTypeScriptFile(key)) {
      dependencies[key] = dependency;
      continue;
    }
    const value = sources[key];
    if (value === undefined) throw new Error(`No JavaScript for ${key} of demo ${asset.id}.`);
    dependencies[javaScriptFileName(key)] = { type: 'FILE', value };
  }
  return {
    ...asset,
    entry: asset.entry && javaScriptFileName(asset.entry),
    dependencies,
  };
}
