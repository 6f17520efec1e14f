// The README's phone screenshots of the web build: 390x844 CSS pixels at
// device pixel ratio 2, touch only, in headless Chromium (SwiftShader). The
// game is played as on the desktop (docs/screenshots.sh), by tapping where
// the page's state hook says: the title and settings, a flip in progress and
// a pass, the final count and result, a mid-game position, the evaluation
// and the analysis.
//
//   node screenshots.mjs DIST_DIR OUT_DIR
import { hookOf, start } from "./serve.mjs";

const [dist, out] = process.argv.slice(2);
if (!dist || !out) {
  console.error("usage: node screenshots.mjs DIST_DIR OUT_DIR");
  process.exit(2);
}
const { base, browser, close } = await start(dist);

// A fresh phone with slow animations (a flip can be caught midway), no
// sound and any other `settings` lines, on the page at `query`.
async function session(query, steps, settings = "") {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
  });
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`page error: ${error.message}`));
  await page.addInitScript((more) => localStorage.setItem("reversi.settings", `speed=slow\nvolume=0\n${more}`),
    settings);
  await page.goto(`${base}/${query}`);
  const canvas = await page.locator("#bevy").boundingBox();
  const hook = hookOf(page);
  const tap = async ([x, y]) => page.touchscreen.tap(canvas.x + x, canvas.y + y);
  const shot = async (name) => {
    const file = `${out}/web-${name}.png`;
    await page.screenshot({ path: file });
    console.log(file);
  };
  await steps({ page, hook, tap, shot });
  await context.close();
}

await session("", async ({ page, hook, tap, shot }) => {
  const title = await hook.until("the title", (s) => s.screen === "title" && "settings" in s.buttons, 120);
  await page.waitForTimeout(8000);
  await shot("title");
  await tap(title.buttons.settings);
  await hook.until("the settings", (s) => "done" in s.buttons, 30);
  await page.waitForTimeout(3000);
  await shot("settings");
});

// f5… to 12 empties, then d1: White must pass.
const pass = "e6d6c6f4e3c7f5f6c4b6g6c3c2f2g4h3e2h6g2g3g5h2c5b3f3g1d2c1b2a2d7e7f7f8g7h7g8h4h1d3f1e1b1h5h8a1";
await session(`?two-players&position=${pass}`, async ({ page, hook, tap, shot }) => {
  const ready = await hook.until("d1 to be legal", (s) => s.turn === "human" && "d1" in s.legal, 120);
  await page.waitForTimeout(6000);
  await tap(ready.legal.d1);
  await hook.until("d1 to be played", (s) => s.moves.endsWith("d1"), 30);
  await page.waitForTimeout(1500);
  await shot("flip");
  await hook.until("the pass", (s) => s.turn === "passing", 30);
  await shot("pass");
});

// Two empties left: the last two moves, then the count.
const end = "d3e3f4c5c4g5c6b4c3b7f3b2g4d2a4b5e1h4a8b3f5f6h6c1a5d1e6e2h3h5b1f7g2g3d7b6d6g6a7a6f2b8c8a2c2h7h2f1e7c7f8h1g7d8e8a1g1h8";
await session(`?two-players&position=${end}`, async ({ page, hook, tap, shot }) => {
  let now = await hook.until("g8 to be legal", (s) => s.turn === "human" && "g8" in s.legal, 120);
  await page.waitForTimeout(4000);
  await tap(now.legal.g8);
  now = await hook.until("a3 to be legal after g8", (s) => s.moves.endsWith("g8") && s.turn === "human"
    && "a3" in s.legal, 60);
  // A tap right after the previous move's animation was seen to go
  // unanswered here once in a while (the game then waits): tap again.
  for (let tries = 0; ; tries += 1) {
    await tap(now.legal.a3);
    try {
      await hook.until("the end", (s) => s.screen === "gameover", 15);
      break;
    } catch (error) {
      if (tries === 2) throw error;
      console.error(`a3 tap ${tries + 1} unanswered, tapping again`);
    }
  }
  await page.waitForTimeout(5000);
  await shot("count");
  await hook.until("the count to end", (s) => "rematch" in s.buttons, 30);
  await page.waitForTimeout(25000);
  await shot("final");
});

await session("?black&position=f5d6c3d3c4f4f6f3e6e7", async ({ page, hook, shot }) => {
  await hook.until("the player's turn", (s) => s.turn === "human", 120);
  await page.waitForTimeout(6000);
  await shot("midgame");
});

// The evaluation on the board, then the analysis screen of a game with
// mistakes in it (the pass game above): both computed in the engine's worker.
await session("?two-players&position=f5d6c3d3c4f4f6f3e6e7", async ({ page, hook, shot }) => {
  await hook.until("the evaluation at depth 6", (s) => s.turn === "human" && s.evaluation.depth >= 6, 180);
  await page.waitForTimeout(3000);
  await shot("evaluation");
}, "evaluation=on\n");
await session(`?two-players&position=${pass}`, async ({ page, hook, tap, shot }) => {
  const now = await hook.until("the Analyse button", (s) => s.turn === "human" && s.buttons.analyse, 120);
  await tap(now.buttons.analyse);
  await hook.until("the analysis", (s) => s.analysis[1] > 0 && s.analysis[0] === s.analysis[1], 900);
  await page.waitForTimeout(3000);
  await shot("analysis");
});

await close();
