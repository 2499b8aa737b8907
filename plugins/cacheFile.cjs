// How the build caches (plugins/ssg-render-cache, plugins/minify-cache) write an entry: whole or
// not at all, through a temporary file renamed into place, so that a build stopped half-way or
// two builds at once never leave a truncated entry for the next build to read. A failure (a full
// disk, a read-only folder) is returned, not thrown: a cache may only make a build slower.
'use strict';

const fs = require('node:fs');
const {threadId} = require('node:worker_threads');

/**
 * Writes `data` to `file`; returns null, or the error that kept it from being written.
 * @param {string} file @param {string | Buffer} data
 * @returns {Error | null}
 */
function writeWhole(file, data) {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
    return null;
  } catch (error) {
    try {
      fs.rmSync(temporary, {force: true});
    } catch {
      // The folder itself is unusable; there is nothing to clean up in it.
    }
    return /** @type {Error} */ (error);
  }
}

module.exports = {writeWhole};
