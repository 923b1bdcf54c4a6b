import type { CrewBooking, Position, Project, ProjectCrew } from '@crewhub/shared';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { fill, type DocumentTexts } from '../../lib/i18n/document-texts';
import { embedFonts, wrap } from '../../lib/pdf/pdf-text';

const margin = 50;
const lineHeight = 15;

export type ReportLine = {
  text: string;
  bold?: boolean;
  size?: number;
  indent?: number;
  /** Half a line of space above (between crews). */
  gapBefore?: boolean;
};

type ReportData = {
  project: Project;
  crews: ProjectCrew[];
  positions: Position[];
  bookings: CrewBooking[];
  generatedAt: Date;
};

/** What the project report says, line by line, in the reader's language. */
export const projectReportLines = (data: ReportData, texts: DocumentTexts): ReportLine[] => {
  const { project } = data;
  const { report } = texts;
  const period = fill(report.periodRange, {
    from: project.beginDate ?? '?',
    to: project.endDate ?? '?',
  });
  const state = `${texts.projectState[project.state]}${project.closed ? ` (${report.closed})` : ''}`;
  const lines: ReportLine[] = [
    { text: `${project.number} - ${project.name}`, bold: true, size: 16 },
    {
      text: `${report.client}: ${project.companyName ?? '-'}   ${report.contact}: ${project.contactName ?? '-'}`,
    },
    { text: `${report.period}: ${period}   ${report.state}: ${state}` },
    {
      text: `${report.location}: ${project.locationName ?? '-'}   ${report.crewChief}: ${project.crewChiefName ?? '-'}`,
    },
    {
      text: fill(report.generated, {
        time: data.generatedAt.toISOString().slice(0, 16).replace('T', ' '),
      }),
      size: 8,
    },
  ];
  for (const crew of data.crews) {
    lines.push(
      {
        text: `${crew.name} - ${crew.date} (${crew.shift})`,
        bold: true,
        size: 12,
        gapBefore: true,
      },
      {
        text: `${report.location}: ${crew.locationName ?? '-'}   ${report.crewChief}: ${crew.crewChiefName ?? '-'}`,
        indent: 10,
      },
    );
    for (const position of data.positions.filter((item) => item.projectCrewId === crew.id)) {
      const confirmed = fill(report.confirmedOf, {
        confirmed: position.confirmedCount,
        rows: position.amountOfRows,
      });
      lines.push({
        text: `${position.functionName}  ${position.startTime ?? '--:--'}-${position.endTime ?? '--:--'}  ${confirmed}`,
        bold: true,
        indent: 10,
      });
      for (const booking of data.bookings.filter(
        (item) => item.projectCrewItemId === position.id,
      )) {
        lines.push({
          text: `${booking.personName} (${texts.crewItemStatus[booking.status]})`,
          indent: 25,
        });
      }
    }
  }
  return lines;
};

/** GET /projects/{number}/report: the project, its crews, positions and who is booked. */
export const buildProjectReport = async (
  data: ReportData,
  texts: DocumentTexts,
): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  document.setTitle(`${data.project.number} ${data.project.name}`);
  document.setCreator('Crewhub');
  const { regular, bold } = await embedFonts(document);
  let page: PDFPage = document.addPage([595, 842]);
  let y = 842 - margin;
  for (const line of projectReportLines(data, texts)) {
    const size = line.size ?? 10;
    const font = line.bold ? bold : regular;
    const x = margin + (line.indent ?? 0);
    if (line.gapBefore) y -= lineHeight / 2;
    for (const text of wrap(font, line.text, size, 595 - margin - x)) {
      // A full page continues on a new A4 page.
      if (y < margin + lineHeight) {
        page = document.addPage([595, 842]);
        y = 842 - margin;
      }
      page.drawText(text, { x, y, size, font, color: rgb(0.1, 0.15, 0.2) });
      y -= size + 5;
    }
  }
  return document.save();
};
