// How a remote's production build splits its code (issue 35).

/** The chunk of a module the remote exposes (`__federation_expose_DashboardPage`): a screen's code. */
const isExposedScreen = (chunk) => chunk.name?.startsWith('__federation_expose_') ?? false;

/**
 * Each screen a remote exposes is one file: webpack's default splitting gave /dashboard's screen
 * five (what it shares with the remote's other screens, valibot apart), and on a phone's HTTP/1.1
 * six connections those queued behind each other and the page's first reads. What the screens
 * share is in each of them (a few KB again when a person opens a second screen of the remote); the
 * code a screen loads later (a chart, a language's strings) is still split and shared as before.
 */
function remoteChunks() {
  return { chunks: (chunk) => !isExposedScreen(chunk) };
}

module.exports = { remoteChunks };
