// Build-time slimming of the docs plugin's version metadata (.docusaurus/docusaurus-plugin-content-
// docs/<id>/p/<version>.json), which every doc page loads before it becomes interactive. Its
// `version.docs` map repeats each page's title and front-matter description, and each sidebar
// link repeats its doc id; only theme-classic's DocCard reads those (through useDocById). This
// site renders no DocCard or DocCardList and calls no useDocById, and plugins/lean-bundles/index.ts
// fails the build if it starts to. Dropping them (and `unlisted: false`, the default) takes about
// 20 KB gzip off every doc page. Ids, sidebars, labels and links are kept as they are.
// The loader sees every route-props file of the docs plugins (`p/*.json`): the version metadata it
// slims, and the tag, tags-list and generated-index props it passes through. Anything else, or a
// version metadata without the fields it removes, fails the build: the docs plugin has changed, and
// what every doc page loads must be re-checked (UPGRADING.md, lean-bundles).
'use strict';

/** Route props of the docs plugin that carry no version metadata and pass through as they are. */
const OTHER_PROPS = ['tag', 'tags', 'categoryGeneratedIndex'];

class UnexpectedShapeError extends Error {
  constructor(problem) {
    super(
      `lean-bundles: ${problem} The docs plugin's route props no longer have the shape docsMetadataLoader.cjs expects; ` +
        're-check what DocCard and the sidebar read from the version metadata, then update or remove the loader (UPGRADING.md, lean-bundles).',
    );
    this.name = 'UnexpectedShapeError';
  }
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function slimVersionMetadata(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    throw new UnexpectedShapeError('a route-props file is not JSON.');
  }
  if (!isObject(data)) throw new UnexpectedShapeError('a route-props file is not a JSON object.');
  const keys = Object.keys(data);
  if (!keys.includes('version')) {
    if (keys.length === 1 && OTHER_PROPS.includes(keys[0])) return source;
    throw new UnexpectedShapeError(`a route-props file has the keys [${keys.join(', ')}], which it does not know.`);
  }
  const version = data.version;
  if (!isObject(version) || !isObject(version.docs) || !isObject(version.docsSidebars)) {
    throw new UnexpectedShapeError('the version metadata has no `docs` map or no `docsSidebars` map.');
  }
  for (const [id, doc] of Object.entries(version.docs)) {
    if (!isObject(doc) || doc.id !== id)
      throw new UnexpectedShapeError(`the version metadata's doc "${id}" has no matching id.`);
    delete doc.description;
    delete doc.title;
  }
  const slimItems = (items) => {
    for (const item of items) {
      if (item.type === 'link' && typeof item.docId === 'string') delete item.docId;
      if (item.unlisted === false) delete item.unlisted;
      if (Array.isArray(item.items)) slimItems(item.items);
    }
  };
  for (const [name, sidebar] of Object.entries(version.docsSidebars)) {
    if (!Array.isArray(sidebar)) throw new UnexpectedShapeError(`the sidebar "${name}" is not a list of items.`);
    slimItems(sidebar);
  }
  return JSON.stringify(data);
}

module.exports = function docsMetadataLoader(source) {
  try {
    return slimVersionMetadata(source);
  } catch (error) {
    if (!(error instanceof UnexpectedShapeError)) throw error;
    this.emitError(error);
    return source;
  }
};
module.exports.slimVersionMetadata = slimVersionMetadata;
module.exports.UnexpectedShapeError = UnexpectedShapeError;
