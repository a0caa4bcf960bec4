/**
 * A reader that never answers and never yields (a PDF that sends PDF.js into an endless loop): only
 * killing its process stops it.
 */
process.on('message', () => {
  for (;;) {
    // Spins until killed.
  }
});
