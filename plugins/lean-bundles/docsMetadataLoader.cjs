// Build-time slimming of the docs plugin's version metadata (.docusaurus/docusaurus-plugin-content-
// docs/<id>/p/<version>.json), which every doc page loads before it becomes interactive. Its
// `version.docs` map repeats each page's title and front-matter description, and each sidebar
// link repeats its doc id; only theme-classic's DocCard reads those (through useDocById). This
// site renders no DocCard or DocCardList and calls no useDocById, and plugins/lean-bundles/index.ts
// fails the build if it starts to. Dropping them (and `unlisted: false`, the default) takes about
// 20 KB gzip off every doc page. Ids, sidebars, labels and links are kept as they are.
'use strict';

function slimVersionMetadata(source) {
  let data;
  try {
    data = JSON.parse(source);
  } catch {
    return source;
  }
  const version = data && data.version;
  if (!version || typeof version.docs !== 'object' || !version.docsSidebars) return source;
  for (const doc of Object.values(version.docs)) {
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
  for (const sidebar of Object.values(version.docsSidebars)) if (Array.isArray(sidebar)) slimItems(sidebar);
  return JSON.stringify(data);
}

module.exports = function docsMetadataLoader(source) {
  return slimVersionMetadata(source);
};
module.exports.slimVersionMetadata = slimVersionMetadata;
