import type { CrewBooking, Position, Project, ProjectCrew } from '@crewhub/shared';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

const margin = 50;
const lineHeight = 15;

// The standard fonts only encode WinAnsi; anything else would make pdf-lib throw.
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** Writes lines top to bottom, starting a new A4 page when one is full. */
const createWriter = async (document: PDFDocument) => {
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = document.addPage([595, 842]);
  let y = 842 - margin;
  const line = (text: string, options: { font?: PDFFont; size?: number; indent?: number } = {}) => {
    const size = options.size ?? 10;
    if (y < margin + lineHeight) {
      page = document.addPage([595, 842]);
      y = 842 - margin;
    }
    page.drawText(printable(text), {
      x: margin + (options.indent ?? 0),
      y,
      size,
      font: options.font ?? regular,
      color: rgb(0.1, 0.15, 0.2),
    });
    y -= size + 5;
  };
  return { line, bold, gap: () => (y -= lineHeight / 2) };
};

/** GET /projects/{number}/report: the project, its crews, positions and who is booked. */
export const buildProjectReport = async (data: {
  project: Project;
  crews: ProjectCrew[];
  positions: Position[];
  bookings: CrewBooking[];
  generatedAt: Date;
}): Promise<Uint8Array> => {
  const { project } = data;
  const document = await PDFDocument.create();
  document.setTitle(`${project.number} ${project.name}`);
  document.setCreator('Crewhub');
  const { line, bold, gap } = await createWriter(document);
  line(`${project.number} - ${project.name}`, { font: bold, size: 16 });
  line(`Client: ${project.companyName ?? '-'}   Contact: ${project.contactName ?? '-'}`);
  line(
    `Period: ${project.beginDate ?? '?'} to ${project.endDate ?? '?'}   State: ${project.state}${project.closed ? ' (closed)' : ''}`,
  );
  line(`Location: ${project.locationName ?? '-'}   Crew chief: ${project.crewChiefName ?? '-'}`);
  line(`Generated ${data.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, {
    size: 8,
  });
  for (const crew of data.crews) {
    gap();
    line(`${crew.name} - ${crew.date} (${crew.shift})`, { font: bold, size: 12 });
    line(`Location: ${crew.locationName ?? '-'}   Crew chief: ${crew.crewChiefName ?? '-'}`, {
      indent: 10,
    });
    for (const position of data.positions.filter((item) => item.projectCrewId === crew.id)) {
      line(
        `${position.functionName}  ${position.startTime ?? '--:--'}-${position.endTime ?? '--:--'}  ` +
          `${position.confirmedCount}/${position.amountOfRows} confirmed`,
        { font: bold, indent: 10 },
      );
      for (const booking of data.bookings.filter(
        (item) => item.projectCrewItemId === position.id,
      )) {
        line(`${booking.personName} (${booking.status.replace('_', ' ')})`, { indent: 25 });
      }
    }
  }
  return document.save();
};
