// A Web Worker of the engine: the AI's (named "ai") searches for its moves,
// another ("analysis") evaluates and analyses, off the page's thread, so the
// board keeps drawing. The messages are encoded and decoded in Rust (the
// reversi-protocol crate); this only passes them on.
import init, { Engine } from "./pkg/reversi_worker.js";

const engine = init().then(() => {
  let engine;
  if (self.name === "analysis") {
    engine = Engine.analyst();
  } else {
    const seed = BigInt(Date.now()) * 1000003n + BigInt(Math.floor(Math.random() * 2 ** 32));
    engine = new Engine(BigInt.asUintN(64, seed));
  }
  if (engine.weights_error) {
    console.warn(`Reversi engine: ${engine.weights_error}; using the hand-written evaluation`);
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
