// Runs inside Chromium (record-videos.ts loads it into a blank page): turns captured screenshots into a
// captioned WebM with the browser's own MediaRecorder, so re-recording needs nothing but Chromium.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function bitmapOf(base64) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
}

function wrapLines(ctx, text, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The screenshot, letterboxed to the canvas, with its caption burned in as a bar at the bottom. */
function drawFrame(ctx, bitmap, caption) {
  const { width, height } = ctx.canvas;
  ctx.fillStyle = '#1b2559';
  ctx.fillRect(0, 0, width, height);
  const scale = Math.min(width / bitmap.width, height / bitmap.height);
  const w = bitmap.width * scale;
  const h = bitmap.height * scale;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, (width - w) / 2, (height - h) / 2, w, h);
  if (!caption) return;
  const size = Math.round(height / 24);
  ctx.font = `600 ${size}px "DejaVu Sans", "Liberation Sans", sans-serif`;
  const lines = wrapLines(ctx, caption, width * 0.84);
  const lineHeight = size * 1.35;
  const boxHeight = lines.length * lineHeight + size;
  const top = height - boxHeight - size * 0.8;
  ctx.fillStyle = 'rgba(15, 20, 45, 0.86)';
  ctx.beginPath();
  ctx.roundRect(width * 0.06, top, width * 0.88, boxHeight, size * 0.5);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  lines.forEach((line, i) => {
    ctx.fillText(line, width / 2, top + size / 2 + lineHeight * (i + 0.5));
  });
}

async function blobToBase64(blob) {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * input: { width, height, bitrate, frames: [{ jpeg (base64), caption, holdMs }], posterIndex }.
 * Plays the frames onto a canvas in real time while MediaRecorder records the canvas's stream.
 */
globalThis.encodeClip = async (input) => {
  const canvas = document.createElement('canvas');
  canvas.width = input.width;
  canvas.height = input.height;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
  const recorder = new MediaRecorder(stream, { mimeType, videoBitsPerSecond: input.bitrate });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });

  let next = await bitmapOf(input.frames[0].jpeg);
  drawFrame(ctx, next, input.frames[0].caption);
  recorder.start();
  const started = performance.now();
  let due = 0;
  for (let i = 0; i < input.frames.length; i += 1) {
    const frame = input.frames[i];
    drawFrame(ctx, next, frame.caption);
    track.requestFrame();
    next.close();
    due += frame.holdMs;
    // Decode the next screenshot while this one is on screen, then wait out the rest of its hold.
    if (i + 1 < input.frames.length) next = await bitmapOf(input.frames[i + 1].jpeg);
    await sleep(Math.max(0, due - (performance.now() - started)));
  }
  // One more frame so the last one's hold counts in the recording's length.
  track.requestFrame();
  await sleep(100);
  recorder.stop();
  await stopped;
  const durationMs = performance.now() - started;

  const posterFrame = input.frames[input.posterIndex] ?? input.frames[0];
  const posterBitmap = await bitmapOf(posterFrame.jpeg);
  // The poster is the screen alone: the player's controls sit where the caption bar would be, and the
  // text beside the player says what the video is about.
  drawFrame(ctx, posterBitmap, '');
  const poster = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
  canvas.remove();
  return {
    mimeType,
    durationMs,
    webm: await blobToBase64(new Blob(chunks, { type: 'video/webm' })),
    poster: await blobToBase64(poster),
  };
};

/**
 * Loads a WebM into a <video> and proves it plays: a finite duration, a decoded picture that is not one
 * flat colour halfway through, and time advancing on play. Returns what it saw.
 */
globalThis.playCheck = async (base64) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const video = document.createElement('video');
  video.muted = true;
  video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
  document.body.append(video);
  await new Promise((resolve, reject) => {
    video.onloadedmetadata = resolve;
    video.onerror = () => reject(new Error(`cannot load: ${video.error?.message}`));
  });
  const duration = video.duration;
  video.currentTime = duration / 2;
  await new Promise((resolve) => {
    video.onseeked = resolve;
  });
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 36;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(video, 0, 0, 64, 36);
  const pixels = ctx.getImageData(0, 0, 64, 36).data;
  const colours = new Set();
  for (let i = 0; i < pixels.length; i += 4)
    colours.add((pixels[i] >> 4) * 256 + (pixels[i + 1] >> 4) * 16 + (pixels[i + 2] >> 4));
  const before = video.currentTime;
  await video.play();
  await sleep(600);
  const advanced = video.currentTime - before;
  video.pause();
  video.remove();
  return { duration, width: video.videoWidth, height: video.videoHeight, colours: colours.size, advanced };
};
