// What the browser test and the screenshot script share: the built page
// served from 127.0.0.1 only, and headless Chromium drawing WebGL2 through
// SwiftShader (a software renderer).
import { createReadStream, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { chromium } from "playwright-core";

const types = {
  ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm", ".md": "text/plain",
};

// Serves `dist` and starts the browser; `close` stops both.
export async function start(dist) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, "http://localhost");
    const file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ""));
    const target = url.pathname.endsWith("/") ? path.join(file, "index.html") : file;
    try {
      const size = statSync(target).size;
      response.writeHead(200, {
        "content-type": types[path.extname(target)] ?? "application/octet-stream",
        "content-length": size,
      });
      createReadStream(target).pipe(response);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await launch();
  const close = async () => {
    await browser.close();
    server.close();
  };
  return { base, browser, close };
}

// Headless Chromium drawing WebGL2 through SwiftShader.
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--no-first-run",
      // As a desktop browser does: no sound before the first click or key.
      "--autoplay-policy=user-gesture-required",
    ],
  });
}

// Runs `job` under Chromium's trace and gives the page's main thread's
// longest task: its own time (`cpu`, ms) and its length on the wall
// (`wall`), and how many tasks ran.
export async function traced(browser, page, job) {
  await browser.startTracing(page, { categories: ["toplevel"] });
  let trace;
  try {
    await job();
  } finally {
    trace = JSON.parse(await browser.stopTracing());
  }
  const events = trace.traceEvents ?? trace;
  const mains = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
    .map((e) => `${e.pid}/${e.tid}`));
  const tasks = events.filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask"
    && mains.has(`${e.pid}/${e.tid}`));
  if (tasks.length === 0) throw new Error("the trace holds no task of the page's thread");
  return {
    cpu: Math.max(...tasks.map((e) => (e.tdur ?? e.dur) / 1000)),
    wall: Math.max(...tasks.map((e) => e.dur / 1000)),
    tasks: tasks.length,
  };
}
// The page's state hook: its JSON now, and a wait until it satisfies
// `predicate` (or fails after `seconds`, saying what it waited for).
export function hookOf(page, prefix = "") {
  const state = () => page.evaluate(() => {
    const text = document.getElementById("reversi-state")?.textContent;
    return text ? JSON.parse(text) : null;
  });
  async function until(what, predicate, seconds) {
    const deadline = Date.now() + seconds * 1000;
    for (;;) {
      const now = await state();
      if (now && predicate(now)) return now;
      if (Date.now() > deadline) {
        throw new Error(`${prefix}timed out waiting for ${what}; state: ${JSON.stringify(now)}`);
      }
      await page.waitForTimeout(100);
    }
  }
  return { state, until };
}
