// The AI's Web Worker: the engine searches here, off the page's thread, so
// the board keeps drawing while the AI thinks. Messages in:
// "<request> <level> <board string>"; out: "<request> <move|pass|error: …>".
import init, { Engine } from "./pkg/reversi_worker.js";

const MEGABYTES = 64;
const WEIGHTS = "./assets/eval/weights.bin";

async function weights() {
  try {
    const response = await fetch(WEIGHTS);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    console.warn(`Reversi AI: cannot load ${WEIGHTS}: ${error}`);
    return undefined;
  }
}

const engine = Promise.all([init(), weights()]).then(([, bytes]) => {
  const seed = BigInt(Date.now()) * 1000003n + BigInt(Math.floor(Math.random() * 2 ** 32));
  const engine = new Engine(MEGABYTES, BigInt.asUintN(64, seed), bytes);
  if (engine.weights_error) {
    console.warn(`Reversi AI: ${engine.weights_error}; using the hand-written evaluation`);
  }
  return engine;
});

self.onmessage = async (event) => {
  const [request, level, ...board] = String(event.data).split(" ");
  let answer;
  try {
    answer = (await engine).think(board.join(" "), Number(level));
  } catch (error) {
    answer = `error: ${error}`;
  }
  self.postMessage(`${request} ${answer}`);
};
