import { Box, Button, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

// The browser's own QR reader (Chrome on Android and others), so the gate needs no extra library: where it is
// missing, the button is not shown and the code is typed.

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** The browser's BarcodeDetector, when it has one and a camera may be asked for. */
function browserBarcodeDetector(): BarcodeDetectorConstructor | undefined {
  const detector = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  return detector && typeof navigator.mediaDevices?.getUserMedia === "function" ? detector : undefined;
}

/** How often a frame of the camera is read: often enough to feel instant, rarely enough to spare an old phone. */
const scanEveryMs = 250;

const cameraRefused =
  "The camera could not be opened. Allow this site to use the camera in the browser's settings, or type the code.";

/**
 * "Scan the QR code": the back camera, shown while it looks for a QR code; the first code read is handed over and
 * the camera stops, as it does on "Stop the camera" and when the page is left.
 */
export function QrCodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const [Detector] = useState(browserBarcodeDetector);
  const [scanning, setScanning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  // The latest handler, read when a code is found: not a reason to restart the camera.
  const handOver = useRef(onCode);
  handOver.current = onCode;

  useEffect(() => {
    if (!scanning || !Detector) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const detector = new Detector({ formats: ["qr_code"] });

    async function look() {
      const element = video.current;
      if (stopped || !element) return;
      const [found] = element.readyState >= 2 ? await detector.detect(element).catch(() => []) : [];
      if (stopped) return;
      if (found?.rawValue) {
        setScanning(false);
        handOver.current(found.rawValue);
        return;
      }
      timer = setTimeout(() => void look(), scanEveryMs);
    }

    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
      } catch {
        if (!stopped) {
          setFailure(cameraRefused);
          setScanning(false);
        }
        return;
      }
      const element = video.current;
      if (stopped || !element) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      void look();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [scanning, Detector]);

  if (!Detector) return null;

  return (
    <Stack gap="sm">
      {scanning ? (
        <>
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label="The camera: hold the member's QR code in front of it"
            w="100%"
            maw={480}
            style={{ borderRadius: 8, background: "#000" }}
          />
          <Button size="lg" variant="outline" onClick={() => setScanning(false)}>
            Stop the camera
          </Button>
        </>
      ) : (
        <Button
          size="lg"
          variant="outline"
          onClick={() => {
            setFailure(null);
            setScanning(true);
          }}
        >
          Scan the QR code
        </Button>
      )}
      {failure ? (
        <Text role="alert" c="red.9">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
