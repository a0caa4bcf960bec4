import rootPackage from '../../../../package.json' with { type: 'json' };

/** The release this server is (CHANGELOG.md), from the repository's package.json, built into the bundle. */
export const VERSION: string = rootPackage.version;
