from temporalio import activity

import storage  # your object-store client
from reports import build_pdf  # your report generator


@activity.defn
async def render_report(customer_id: str) -> str:
    pdf_bytes = await build_pdf(customer_id)
    key = f"reports/{customer_id}.pdf"
    await storage.put(key, pdf_bytes)
    # highlight-next-line
    return key  # a short string instead of megabytes
