import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { canonicalEvent, canonicalJson, canonicalTimeSql } from '../../event-store/chain/canonical';
import { ChainHead, ChainState } from '../../event-store/chain/chain-head';
import { sealChain } from '../../event-store/chain/chain-sealer';
import { ChainedRow, contentOf } from '../../event-store/chain/event-chain';
import { inclusionProof } from '../../event-store/chain/merkle';
import { DigestSigner } from './digest-signer';

/** A signed tree head of the event log: what an auditor downloads and keeps. */
export interface LogDigest extends ChainState {
  version: 1;
  at: string;
  key_id: string;
  /** Ed25519 over `signedText(digest)`, base64. */
  signature: string;
}

/** The exact text the signature covers: the digest's fields but the signature, canonical JSON. */
export const signedText = (d: Omit<LogDigest, 'signature'>): string =>
  canonicalJson({
    at: d.at,
    head: d.head,
    key_id: d.key_id,
    position: d.position,
    root: d.root,
    size: d.size,
    version: d.version,
  });

export interface InclusionProofView {
  digest: LogDigest;
  /** The event's place in the chain (the tree's leaf index). */
  index: number;
  position: number;
  /** The hash before it and its canonical text: what its own hash is made of. */
  previous_hash: string;
  canonical: string;
  hash: string;
  /** RFC 9162 audit path, bottom up, hex. */
  path: string[];
}

type SealedRow = ChainedRow & { log_index: number; hash: Buffer; previous: Buffer | null };

/** Digests of the log and inclusion proofs against them. */
@Injectable()
export class LogDigests {
  private readonly head = new ChainHead();

  constructor(
    private readonly dataSource: DataSource,
    private readonly signer: DigestSigner,
  ) {}

  /**
   * The signed digest of the sealed chain. Seals first, waiting for the transactions open at the
   * call, so everything committed before the call is covered (the sealer may lag by a moment).
   */
  async current(): Promise<LogDigest> {
    await sealChain(this.dataSource, { committedBeforeCall: true });
    const state = await this.head.state(this.dataSource);
    const { key_id } = await this.signer.publicKey();
    const unsigned = { version: 1 as const, ...state, at: new Date().toISOString(), key_id };
    return { ...unsigned, signature: await this.signer.sign(signedText(unsigned)) };
  }

  /** The proof that the event at `position` is in the current digest's tree; null when it is not in the chain. */
  async inclusion(position: number): Promise<InclusionProofView | null> {
    // First the digest, which seals: an event committed just before the call is in the chain.
    let digest = await this.current();
    const [row] = await this.dataSource.query<Array<SealedRow | undefined>>(
      `SELECT e.global_position, e.stream_type, e.stream_id, e.stream_version, e.event_type, e.schema_version, e.data, e.metadata,
              ${canonicalTimeSql('e.recorded_at')} AS recorded_at, s.log_index, s.hash,
              (SELECT p.hash FROM public.event_seals p WHERE p.log_index = s.log_index - 1) AS previous
         FROM public.events e JOIN public.event_seals s ON s.global_position = e.global_position
        WHERE e.global_position = $1`,
      [position],
    );
    if (!row) return null;
    const index = row.log_index;
    // The event may have been sealed after the digest's head was read (a sealer meanwhile).
    if (index >= digest.size) digest = await this.current();
    const leaves: Array<{ hash: Buffer }> = await this.dataSource.query(
      `SELECT hash FROM public.event_seals WHERE log_index < $1 ORDER BY log_index`,
      [digest.size],
    );
    return {
      digest,
      index,
      position: row.global_position,
      previous_hash: (row.previous ?? Buffer.alloc(32)).toString('hex'),
      canonical: canonicalEvent(contentOf(row)),
      hash: row.hash.toString('hex'),
      path: inclusionProof(
        leaves.map((l) => l.hash),
        index,
      ).map((h) => h.toString('hex')),
    };
  }
}
