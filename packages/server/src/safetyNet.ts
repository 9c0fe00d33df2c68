// The process-level net under every request: a promise rejected with nobody listening (Node ends the process for
// one by default) is logged and the server keeps serving. It is not how failures are handled: each request's failures
// are its own to answer (issue 32.1 fixed the one that ended the process: an embed lite could not plan). This only
// keeps one missed case from taking every other request down with it; the log line says there is a cause to fix.
let installed = false;

export function installRejectionNet(): void {
  if (installed) return;
  installed = true;
  process.on('unhandledRejection', (reason) => {
    const error = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    console.error(JSON.stringify({ level: 'error', msg: 'unhandled rejection (the server keeps serving; this is a bug to fix)', error }));
  });
}
