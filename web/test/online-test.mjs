// Two people play online in headless Chromium, on a page served by
// `reversi-server --web` (web/test/online.sh starts it): one at a desktop
// page creates a game in the lobby by clicks, the other opens the game's
// link on a phone (touch) and is in the game; they play it to the end by
// clicks and taps at the squares the page's state hook gives; the desktop's
// player types a name first. The desktop
// page is reloaded mid-game and goes back to the game by itself. Prints
// the page's thread's longest task while the desktop plays online (limit
// 50 ms) and checks both libraries keep the game.
//
//   node online-test.mjs BASE_URL [SCREENSHOT_PREFIX]
//
// Exits non-zero if a step fails or a page reports an error.
import { hookOf, launch, traced } from "./serve.mjs";

const [base, shots = "online"] = process.argv.slice(2);
if (!base) {
  console.error("usage: node online-test.mjs BASE_URL [SCREENSHOT_PREFIX]");
  process.exit(2);
}
// As browser-test.mjs: a player feels 50 ms.
const BUSY_LIMIT_MS = 50;

const browser = await launch();
const failures = [];
const fail = (message) => {
  console.error(`FAIL: ${message}`);
  failures.push(message);
};

// A player at a page: its own browser profile (settings, token), the
// settings it starts with (animations off: SwiftShader draws a frame in
// software for most of a second here), and a way to press at a point.
async function player(who, device, settings) {
  const context = await browser.newContext(device);
  // Only the first time: a reload keeps what the game stored (its token).
  await context.addInitScript((settings) => {
    if (!localStorage.getItem("reversi.settings")) localStorage.setItem("reversi.settings", settings);
  }, settings);
  const page = await context.newPage();
  page.on("pageerror", (error) => fail(`${who}: page error: ${error.message}`));
  const touch = Boolean(device.hasTouch);
  const press = ([x, y]) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  const { state, until } = hookOf(page, `${who}: `);
  const button = async (name, seconds = 120) => {
    const now = await until(`the "${name}" button`, (s) => name in s.buttons, seconds);
    await press(now.buttons[name]);
  };
  return { who, context, page, press, state, until, button };
}

const desktop = await player("desktop", { viewport: { width: 1280, height: 800 } },
  "speed=off\nname=Ada at home\nonline-colour=black\nonline-clock=15+10\n");
// At pixel ratio 1: SwiftShader takes seconds a frame at 2 or 3, and both
// pages draw at once here (browser-test.mjs taps at those ratios).
const phone = await player("phone", {
  viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true,
}, "speed=off\nname=Bo on the bus\n");

try {
  // The desktop: Play, Play online…, Create a game.
  await desktop.page.goto(`${base}/`);
  await desktop.button("menu play");
  await desktop.button("menu online");
  let a = await desktop.until("the lobby connected", (s) => s.online[0] === "connected"
    && "online create" in s.buttons, 120);
  // The name typed as a player types it: a click on the field lands on the
  // page's input laid over it (a phone's keyboard opens for it), Enter saves.
  const nameField = desktop.page.getByRole("textbox", { name: "Your name" });
  await nameField.click();
  await desktop.page.keyboard.press("Control+A");
  await desktop.page.keyboard.type("Ada typed it");
  await desktop.page.keyboard.press("Enter");
  await desktop.page.waitForTimeout(3000);
  await desktop.press(a.buttons["online create"]);
  a = await desktop.until("the game created", (s) => s.online[2].includes("#online="), 60);
  const [, code, link] = a.online;
  console.log(`desktop: created game ${code}, link ${link}`);
  await desktop.page.screenshot({ path: `${shots}-lobby.png` });

  // The phone opens the link: straight into the game.
  await phone.page.goto(link);
  let b = await phone.until("the game from the link", (s) => s.online[1] === code
    && s.online[4] === "playing" && s.screen === "playing", 180);
  console.log(`phone: in game ${code} as ${b.online[3]}`);
  if (b.online[3] !== "white") fail(`phone: seated ${b.online[3]}, not white`);
  a = await desktop.until("the desktop in the game", (s) => s.online[1] === code
    && s.online[3] === "black" && s.screen === "playing", 120);
  // The server's record names both: the name typed, the phone's kept one.
  const record = await (await fetch(`${base}/games/${code}`)).json();
  const names = [record.black?.player.name, record.white?.player.name];
  console.log(`the server's game: ${names.join(" (black) vs ")} (white), clock ${record.clock}`);
  if (names[0] !== "Ada typed it" || names[1] !== "Bo on the bus") fail(`the server's names: ${names}`);

  // Each side moves when its hook says it is its turn; the other must see
  // the move. The desktop page is reloaded after the 20th move.
  // Squares drawn from a seeded sequence: a game of some length (always
  // the first legal square wiped White out in 18 moves), the same each run.
  let seed = 20261207;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed >> 8;
  };
  let reloaded = false;
  let busy = null;
  const started = Date.now();
  // A page is pressed once for each position it shows: the next press
  // waits until its moves have changed (its move, or the other side's), or
  // for 20 s if a press went astray. For a frame after its own move a
  // page's hook still says `human` (docs/web.md): that press comes on the
  // other side's turn, and the game ignores it.
  const pressedAt = new Map();
  // Plays until both pages show `plies` moves (true if the game ended).
  let printed = 0;
  const play = async (plies) => {
    let idleSince = Date.now();
    for (;;) {
      const [now, other] = await Promise.all([desktop.state(), phone.state()]);
      if (now.screen === "gameover" && other.screen === "gameover") return true;
      const agreed = Math.min(now.moves.length, other.moves.length) / 2;
      if (agreed >= plies) return false;
      if (agreed >= printed + 10) {
        printed = agreed - (agreed % 10);
        console.log(`${printed} plies in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
      const ready = (side, s) => s.turn === "human" && Object.keys(s.legal).length > 0
        && !(pressedAt.get(side)?.moves === s.moves && Date.now() - pressedAt.get(side).at < 20_000);
      const [mover, seen] = ready(desktop, now) ? [desktop, now] : ready(phone, other) ? [phone, other] : [];
      if (!mover) {
        // Frames to draw, a pass, or the server's answer on its way.
        if (Date.now() - idleSince > 120_000) {
          throw new Error(`no one to move for 2 minutes: ${JSON.stringify(now)} / ${JSON.stringify(other)}`);
        }
        await desktop.page.waitForTimeout(100);
        continue;
      }
      idleSince = Date.now();
      const legal = Object.entries(seen.legal).sort();
      const [, at] = legal[next() % legal.length];
      pressedAt.set(mover, { moves: seen.moves, at: Date.now() });
      await mover.press(at);
    }
  };
  if (await play(20)) throw new Error("the game ended before the reload");
  // The page closed and opened again (its settings kept): the same game,
  // once both pages agree on it.
  let before = null;
  for (const deadline = Date.now() + 120_000; before === null;) {
    const [now, other] = await Promise.all([desktop.state(), phone.state()]);
    if (now.moves === other.moves && (now.turn === "human" || other.turn === "human")) before = now.moves;
    else if (Date.now() > deadline) throw new Error(`the pages never agreed: "${now.moves}" / "${other.moves}"`);
    else await desktop.page.waitForTimeout(100);
  }
  await desktop.page.reload();
  a = await desktop.until("the game again after the reload", (s) => s.online[1] === code
    && s.online[3] === "black" && s.moves === before && s.screen === "playing", 180);
  reloaded = true;
  console.log(`desktop: reloaded after ${before.length / 2} moves, back in ${code} at the same moves`);
  // The page's thread while the desktop plays online (the network, the
  // server's moves, its clocks): twenty more moves under the trace.
  busy = await traced(browser, desktop.page, () => play(40));
  await play(Infinity);
  a = await desktop.until("the game over", (s) => s.screen === "gameover" && s.online[4] === "finished", 120);
  b = await phone.until("the game over", (s) => s.screen === "gameover" && s.online[4] === "finished", 120);
  console.log(`played to the end in ${((Date.now() - started) / 1000).toFixed(0)} s: "${a.moves}", `
    + `${a.black}-${a.white}; status: "${a.status}" / "${b.status}"`);
  if (a.moves !== b.moves) fail(`the pages' games differ: "${a.moves}" / "${b.moves}"`);
  console.log(`desktop, online: page thread busy at most ${busy.cpu.toFixed(1)} ms of its own time in one task `
    + `(${busy.wall.toFixed(1)} ms on the wall, of ${busy.tasks} tasks)`);
  if (!(busy.cpu <= BUSY_LIMIT_MS)) {
    fail(`online play held the page's thread ${busy.cpu.toFixed(1)} ms at once (limit ${BUSY_LIMIT_MS} ms)`);
  }
  // Both libraries keep the game.
  for (const [side, now] of [["desktop", a], ["phone", b]]) {
    if (now.library[1] !== now.moves) fail(`${side}: the library's last game is "${now.library[1]}"`);
  }
  if (!reloaded) fail("the desktop page was not reloaded");
  await desktop.page.screenshot({ path: `${shots}-desktop.png` });
  await phone.page.screenshot({ path: `${shots}-phone.png`, timeout: 120_000 });
  console.log(`screenshots: ${shots}-lobby.png, ${shots}-desktop.png, ${shots}-phone.png`);
} catch (error) {
  fail(error.message);
  for (const side of [desktop, phone]) {
    await side.page.screenshot({ path: `${shots}-${side.who}-failed.png`, timeout: 60_000 }).catch(() => {});
  }
} finally {
  await browser.close();
}
if (failures.length > 0) {
  console.error(`online test: ${failures.length} failure(s)`);
  process.exit(1);
}
console.log("online test: passed");
