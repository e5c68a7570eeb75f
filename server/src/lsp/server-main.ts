// The entry of the bundled Node server inside the VS Code extension (started with --node-ipc by the client).

import { startNodeServer } from './start-node';

startNodeServer();
