/**
 * The send pipeline against bare nodemailer, same SMTP sink, same run: messages per second of
 * `delivery.run` (claim a batch with SKIP LOCKED, render per recipient, send through the pool,
 * mark each row sent) for 10,000 recipients, and of nodemailer's pool sending 10,000 copies of
 * one pre-rendered message. Goal: a ratio of at least 0.9. Memory: the heap before and after
 * each (after a full GC: what stays) and its peak while sending, sampled every 50 ms; the
 * pipeline's peak against bare nodemailer's (goal at most 1.5: bounded by the messages in
 * flight, not by the number of recipients). The sink is a child process: the figures are the
 * sender's only.
 * Needs PostgreSQL: BENCH_DATABASE_URL or the local server.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import postgres from 'postgres';
import { loadConfig } from '../src/server/config';
import { boot } from '../src/server/boot';
import { createMailer } from '../src/server/lib/mail/mailer';
import { createPacer } from '../src/server/services/delivery/pacer';
import { prepareNewsletter, renderNewsletterEmail } from '../src/server/services/newsletters/email';
import { resolveSections } from '../src/server/services/newsletters/sections';
import { personalLinksFor } from '../src/server/services/delivery/recipientContext';
import { reportFigure, throwawayDatabase } from './lib/report';
import { startSmtpSink } from './lib/smtpSink';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const database = await throwawayDatabase('muster_bench_send');
const url = new URL(database.url);
const sink = await startSmtpSink();

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
// a full collection on demand without --expose-gc on the command line
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

type Measured = { seconds: number; cpuSeconds: number; before: number; peak: number; after: number; peakRss: number };

/** Runs `work` and measures its time, and the heap before, after (both after a full GC) and at its peak. */
async function measured(work: () => Promise<void>): Promise<Measured> {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.heapUsed);
    peakRss = Math.max(peakRss, m.rss);
  }, 50);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  await work();
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  clearInterval(sampler);
  gc();
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, before, peak, after: process.memoryUsage().heapUsed, peakRss };
}

// CPU per message: the sender's own work, less disturbed than wall time on a busy machine
const heapLine = (m: Measured) =>
  `${((m.cpuSeconds / RECIPIENTS) * 1000).toFixed(2)} ms CPU/msg, heap ${mb(m.before)} before, peak ${mb(m.peak)}, ${mb(m.after)} after; rss peak ${mb(m.peakRss)}`;

try {
  const config = loadConfig({
    DATABASE_URL: url.toString(),
    SMTP_URL: sink.url,
    ADMIN_USERNAME: 'bench',
    ADMIN_PASSWORD: 'bench-password',
  });
  const runtime = await boot(config);
  const { db } = runtime.database;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await sql`insert into subscribers (email) select 'reader' || g || '@example.org' from generate_series(1, ${RECIPIENTS}) g`;

  const newsletter = await runtime.services.newsletters.create({ title: 'Bench Brief', type: 'daily' });
  // the bare run sends the very message a subscriber gets (same size, both parts, same headers)
  const sections = await resolveSections(db, newsletter.content);
  const prepared = prepareNewsletter({ newsletter, sections, publicUrl: config.publicUrl, mailFrom: config.smtp.from });
  const personal = await personalLinksFor(db, config, prepared);
  const message = renderNewsletterEmail(prepared, personal({ id: newsletter.id, token: 'f'.repeat(64) }));

  // bare nodemailer: the same pool settings, one message rendered once, 100 at a time in flight
  const bare = createMailer(config);
  const bareRun = await measured(async () => {
    for (let i = 0; i < RECIPIENTS; i += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, RECIPIENTS - i) }, (_, k) => bare.send({ to: `bare${i + k}@example.org`, ...message })),
      );
    }
  });
  bare.close();

  let sent = 0;
  const pipelineRun = await measured(async () => {
    await runtime.services.newsletters.update({ id: newsletter.id, status: 'sent', scheduledDate: null, sentDate: null });
    sent = (await runtime.services.delivery.run(newsletter.id, { pacer: createPacer(null), shouldStop: () => false })).sent;
  });
  if (sent !== RECIPIENTS) throw new Error(`sent ${sent} of ${RECIPIENTS}`);

  const bareRate = RECIPIENTS / bareRun.seconds;
  const pipelineRate = RECIPIENTS / pipelineRun.seconds;
  const speed = pipelineRate / bareRate;
  const memory = pipelineRun.peak / bareRun.peak;
  console.log(`send ${RECIPIENTS} messages to a loopback SMTP sink (${runtime.database.kind}, batches of ${config.delivery.batchSize})`);
  console.log(`  bare nodemailer pool : ${bareRate.toFixed(0)} msg/s, ${heapLine(bareRun)}`);
  console.log(`  pipeline             : ${pipelineRate.toFixed(0)} msg/s, ${heapLine(pipelineRun)}`);
  console.log(`  speed ratio          : ${speed.toFixed(2)} (goal >= 0.9)`);
  console.log(`  peak heap ratio      : ${memory.toFixed(2)} (goal <= 1.5)`);
  reportFigure({
    name: `send ${RECIPIENTS} newsletters`,
    figure: `${pipelineRate.toFixed(0)} msg/s`,
    baseline: `${bareRate.toFixed(0)} msg/s bare nodemailer`,
    ratio: speed.toFixed(2),
    goal: '>= 0.9',
  });
  reportFigure({
    name: `send ${RECIPIENTS}: peak heap`,
    figure: mb(pipelineRun.peak),
    baseline: `${mb(bareRun.peak)} bare nodemailer`,
    ratio: memory.toFixed(2),
    goal: '<= 1.5',
  });
  await sql.end();
  await runtime.jobs.stop({ graceful: false });
  runtime.mailer.close();
  await runtime.database.close();
} finally {
  sink.close();
  await database.drop();
}
