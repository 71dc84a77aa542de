import type { z } from 'zod';
import type { subsidioOpcionRespuesta } from '@pb/contract';
import { graphql } from '../../api/http';

/** A subsidy to choose in another screen's form (a package, a beneficiary): any that is not INACTIVO. */
export type SubsidioOpcion = z.infer<typeof subsidioOpcionRespuesta>;

export async function subsidiosVigentes(): Promise<SubsidioOpcion[]> {
  const data = await graphql<{ subsidiosVigentes: SubsidioOpcion[] | null }>('{ subsidiosVigentes { id nombre tipo estado nro_total_entregas } }');
  return data?.subsidiosVigentes ?? [];
}
