import { strToU8, zipSync } from "fflate";

export interface XmlNote {
  /** e.g. "C4", "F#3", "Bb4"; omit for a rest. */
  pitch?: string;
  /** Length in divisions (the fixture uses 4 per quarter note). */
  duration: number;
  voice?: number;
  chord?: boolean;
  grace?: boolean;
  tie?: "start" | "stop" | "both";
}

export interface XmlMeasure {
  key?: { fifths: number; mode?: "major" | "minor" };
  transpose?: { chromatic: number; octaveChange?: number };
  notes: XmlNote[];
}

function pitchXml(name: string): string {
  const match = /^([A-G])(#|b)?(\d)$/.exec(name);
  if (!match) throw new Error(`bad fixture pitch ${name}`);
  const alter = match[2] === "#" ? "<alter>1</alter>" : match[2] === "b" ? "<alter>-1</alter>" : "";
  return `<pitch><step>${match[1]}</step>${alter}<octave>${match[3]}</octave></pitch>`;
}

function noteXml(n: XmlNote): string {
  const ties = n.tie === "both" ? ["stop", "start"] : n.tie ? [n.tie] : [];
  return [
    "<note>",
    n.grace ? "<grace/>" : "",
    n.chord ? "<chord/>" : "",
    n.pitch ? pitchXml(n.pitch) : "<rest/>",
    n.grace ? "" : `<duration>${n.duration}</duration>`,
    ...ties.map((t) => `<tie type="${t}"/>`),
    `<voice>${n.voice ?? 1}</voice>`,
    "</note>",
  ].join("");
}

/** A one-part partwise MusicXML lead sheet. */
export function leadSheetXml(options: {
  title?: string;
  composers?: string[];
  lyricist?: string;
  measures: XmlMeasure[];
}): string {
  const creators = [
    ...(options.composers ?? []).map((c) => `<creator type="composer">${c}</creator>`),
    options.lyricist ? `<creator type="lyricist">${options.lyricist}</creator>` : "",
  ].join("");
  const measures = options.measures
    .map((m, i) => {
      const attributes = [
        i === 0 ? "<divisions>4</divisions>" : "",
        m.key
          ? `<key><fifths>${m.key.fifths}</fifths>${m.key.mode ? `<mode>${m.key.mode}</mode>` : ""}</key>`
          : "",
        m.transpose
          ? `<transpose><chromatic>${m.transpose.chromatic}</chromatic>${m.transpose.octaveChange ? `<octave-change>${m.transpose.octaveChange}</octave-change>` : ""}</transpose>`
          : "",
      ].join("");
      return `<measure number="${i + 1}">${attributes ? `<attributes>${attributes}</attributes>` : ""}${m.notes.map(noteXml).join("")}</measure>`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="3.1">
  ${options.title ? `<work><work-title>${options.title}</work-title></work>` : ""}
  <identification>${creators}</identification>
  <part-list><score-part id="P1"><part-name>Voice</part-name></score-part></part-list>
  <part id="P1">${measures}</part>
</score-partwise>`;
}

/** The same score as a compressed .mxl archive, with a container pointing at it. */
export function mxl(xml: string, scorePath = "score.xml"): Uint8Array {
  const container = `<?xml version="1.0" encoding="UTF-8"?><container><rootfiles><rootfile full-path="${scorePath}"/></rootfiles></container>`;
  return zipSync({ "META-INF/container.xml": strToU8(container), [scorePath]: strToU8(xml) });
}
