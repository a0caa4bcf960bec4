/** A reader that says on standard output that it has its file, then spins until killed (reader-server.ts). */
process.on('message', () => {
  process.stdout.write('spinning\n');
  for (;;) {
    // Spins until killed.
  }
});
