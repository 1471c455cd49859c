import type { FastifyPluginAsync } from 'fastify';
import { pawnCalls as calls } from '../../../contract/pawn';
import { pawnRequestCalls as pay } from '../../../contract/pawn-requests';
import { requireDate } from '../../lib/dates';
import { badRequest, conflict } from '../../lib/http-error';
import { bahtTextToSatang, satangToBaht } from '../../lib/money';
import { readMultipart } from '../../lib/multipart';
import { signedUrl } from '../../lib/private-images';
import { branchNames } from '../../lib/branches';
import { serve } from '../../lib/serve';
import { earlierSlipUses } from '../../lib/money-input';
import { slipReadings } from '../../lib/slips/readings';
import { approveRequest, recordPickup, rejectRequest } from './decisions';
import { requestsPage } from './queue';
import { toPawnRequest } from './requests';
import { pawnSettings, savePawnSettings } from './settings';
import {
  contractsPage,
  createContract,
  dueSoon,
  overdue,
  recordPayment,
  staffPayments,
  updateContract,
  type PawnPaymentRow,
} from './contracts';
import { CsvError } from './csv';
import { importContracts, importPayments } from './import';
import { restrictClosed, restrictSlipMatches } from '../../lib/restricted';

/** The staff side of pawn: contracts kept for customers, payments taken at the counter, the point-of-sale's CSV imports. */
const routes: FastifyPluginAsync = async (app) => {
  serve(app, calls.staffContracts, async (req) => contractsPage(app.db, req.query, req.staff!));
  serve(app, calls.create, async (req) => createContract(app.db, req.staff!, req.body));
  serve(app, calls.update, async (req) =>
    updateContract(app.db, { ...req.staff!, owner: req.staff!.role === 'owner' }, req.params.jn_id, req.body),
  );
  serve(app, calls.dueSoon, async (req) => dueSoon(app.db, req.staff!.branchIds, req.query.days ?? 7, req.query.branch_id));
  serve(app, calls.overdue, async (req) => overdue(app.db, req.staff!.branchIds, req.query));

  const toPayment = (p: PawnPaymentRow) => ({
    id: p.id,
    jn_id: p.jnId,
    pay_date: p.payDate,
    Total: satangToBaht(p.totalSatang),
    pay_type: p.payType,
    external_ref: p.externalRef,
    proof: signedUrl(app, p.proof),
    principal: satangToBaht(p.principalSatang),
    request_id: p.requestId,
    createdAt: p.createdAt,
  });
  serve(app, calls.staffPayments, async (req) => staffPayments(app.db, req.params.jn_id, req.staff!).map(toPayment));
  serve(app, calls.recordPayment, async (req) => {
    const { fields, files } = await readMultipart(req, calls.recordPayment.upload.fields, calls.recordPayment.upload.files);
    const payDate = requireDate(fields.pay_date, 'pay_date');
    let totalSatang: number;
    try {
      totalSatang = bahtTextToSatang(fields.Total);
    } catch {
      throw badRequest('BAD_AMOUNT', 'จำนวนเงินไม่ถูกต้อง: Total');
    }
    if (totalSatang <= 0) throw badRequest('BAD_AMOUNT', 'จำนวนเงินต้องมากกว่า 0');
    const proof = files.proof ? await app.images.prepare(files.proof, 'proof') : undefined;
    const row = await recordPayment(app, req.staff!, {
      jnId: req.params.jn_id,
      payDate,
      totalSatang,
      payType: fields.pay_type.trim(),
      externalRef: fields.external_ref?.trim() || null,
      proof,
    });
    return toPayment(row);
  });

  // A refused file answers 400 with the first bad line (ImportError), so staff can fix the file; one that
  // moves a contract to another customer is the owner's to import (403 with the line). One import at a
  // time: a second one while a big file is written would interleave its chunks with the first's.
  let importing = false;
  const importer = (e: typeof calls.importContracts | typeof calls.importPayments, run: typeof importContracts) =>
    serve(app, e, async (req, reply) => {
      const { files } = await readMultipart(req, e.upload.fields, e.upload.files);
      if (!files.file) throw badRequest('FILE_REQUIRED', 'กรุณาแนบไฟล์ CSV');
      if (importing) throw conflict('IMPORT_RUNNING', 'กำลังนำเข้าไฟล์อื่นอยู่ กรุณารอให้เสร็จแล้วลองใหม่');
      importing = true;
      try {
        // Awaited here: a refusal found inside the transaction must reach this catch.
        return await run(app.db, { id: req.staff!.id, owner: req.staff!.role === 'owner', branchIds: req.staff!.branchIds }, files.file);
      } catch (err) {
        if (err instanceof CsvError)
          return reply.code(err.code === 'CSV_INVALID' ? 400 : 403).send({ message: err.message, code: err.code, line: err.line });
        throw err;
      } finally {
        importing = false;
      }
    });
  importer(calls.importContracts, importContracts);
  importer(calls.importPayments, importPayments);

  // Members' payments from the app: the queue with the slip and the quote, and the decisions.
  serve(app, pay.staffRequests, async (req) => {
    const { rows, total } = requestsPage(app.db, req.staff!.branchIds, req.query);
    const ids = rows.map((r) => r.request.id);
    const matches = restrictSlipMatches(
      app.db,
      req.staff!,
      earlierSlipUses(
        app.db,
        rows.map(({ request: r }) => ({ kind: 'pawn' as const, id: r.id, proof: r.proof })),
      ),
    );
    const reads = slipReadings(app.db, 'pawn', ids, (id) => matches.has(`pawn:${id}`));
    const nameOf = branchNames(app.db);
    const data = rows.map(({ request: r, username, customerName, decidedBy, contract, principalNow, resultingDueDate, quote }) => ({
      ...toPawnRequest(r, signedUrl(app, r.proof), nameOf),
      userId: r.userId,
      username,
      customerName,
      quote,
      dueDate: contract.dueDate,
      principalNow,
      resultingDueDate,
      slipMatch: matches.get(`pawn:${r.id}`) ?? null,
      slipRead: reads.get(r.id) ?? null,
      decidedBy,
    }));
    // A closed member's old requests stay listed, their names and slips the owner's to see (lib/restricted.ts).
    return { data: restrictClosed(app.db, req.staff!, data, { user: (r) => r.userId }), total };
  });
  serve(app, pay.approve, async (req) => ({ message: await approveRequest(app, req.staff!, req.params.id) }));
  serve(app, pay.reject, async (req) => ({ message: await rejectRequest(app, req.staff!, req.params.id, req.body.note.trim()) }));
  serve(app, pay.pickedUp, async (req) => ({ message: await recordPickup(app, req.staff!, req.params.id) }));
  serve(app, pay.settings, async () => pawnSettings(app.db));
  serve(app, pay.setSettings, async (req) => savePawnSettings(app, req.staff!.id, req.body));
};
export default routes;
