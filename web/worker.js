// The AI's Web Worker: the engine searches here, off the page's thread, so
// the board keeps drawing while the AI thinks. The messages are encoded and
// decoded in Rust (the reversi-protocol crate); this only passes them on.
import init, { Engine } from "./pkg/reversi_worker.js";

const engine = init().then(() => {
  const seed = BigInt(Date.now()) * 1000003n + BigInt(Math.floor(Math.random() * 2 ** 32));
  const engine = new Engine(BigInt.asUintN(64, seed));
  if (engine.weights_error) {
    console.warn(`Reversi AI: ${engine.weights_error}; using the hand-written evaluation`);
  }
  return engine;
});

self.onmessage = async (event) => {
  try {
    self.postMessage((await engine).handle(String(event.data)));
  } catch (error) {
    // Not an answer: the game gives up on this worker and starts another.
    self.postMessage(`failed: ${error}`);
  }
};
