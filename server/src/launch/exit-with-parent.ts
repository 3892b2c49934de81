/**
 * A process forked by the launcher stops when the launcher is gone, even killed with SIGKILL
 * (its IPC channel closes), so no orphaned server keeps holding the ports. SIGTERM runs the
 * usual graceful shutdown.
 */
export function exitWithParent(): void {
  if (!process.send) return;
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
